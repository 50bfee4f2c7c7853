import { describe, expect, it } from 'vitest';
import { isOffered, isProtectionKind, offeredPeriods, periodEnd, periodLabel } from './protection-period.ts';

const ukgc = { timeOutHours: [1008, 24, 168, 720], selfExclusionMonths: [6, 12, 60] };
const pagcor = { timeOutHours: [], selfExclusionMonths: [60, 6, 12] };

describe('offeredPeriods', () => {
  it('lists the regulator’s time-outs then its self-exclusions, shortest first', () => {
    expect(offeredPeriods(ukgc)).toEqual([
      { kind: 'timeout', amount: 24 },
      { kind: 'timeout', amount: 168 },
      { kind: 'timeout', amount: 720 },
      { kind: 'timeout', amount: 1008 },
      { kind: 'self_exclusion', amount: 6 },
      { kind: 'self_exclusion', amount: 12 },
      { kind: 'self_exclusion', amount: 60 },
    ]);
  });

  it('offers no time-out where the regulator lists none, and nothing at all where it lists neither', () => {
    expect(offeredPeriods(pagcor).map((p) => p.kind)).toEqual(['self_exclusion', 'self_exclusion', 'self_exclusion']);
    expect(offeredPeriods({ timeOutHours: [], selfExclusionMonths: [] })).toEqual([]);
  });
});

describe('isOffered', () => {
  it('accepts a listed period only, of its own kind', () => {
    expect(isOffered(ukgc, { kind: 'timeout', amount: 24 })).toBe(true);
    expect(isOffered(ukgc, { kind: 'self_exclusion', amount: 60 })).toBe(true);
    expect(isOffered(ukgc, { kind: 'timeout', amount: 6 })).toBe(false);
    expect(isOffered(ukgc, { kind: 'self_exclusion', amount: 24 })).toBe(false);
    expect(isOffered(pagcor, { kind: 'timeout', amount: 24 })).toBe(false);
    expect(isOffered(ukgc, { kind: 'timeout', amount: 24.5 })).toBe(false);
  });

  it('knows the two kinds', () => {
    expect(isProtectionKind('timeout')).toBe(true);
    expect(isProtectionKind('self_exclusion')).toBe(true);
    expect(isProtectionKind('forever')).toBe(false);
  });
});

describe('periodEnd', () => {
  const at = Date.UTC(2026, 0, 15, 10, 30);
  it('ends a time-out the listed hours later', () => {
    expect(periodEnd({ kind: 'timeout', amount: 24 }, at)).toBe(Date.UTC(2026, 0, 16, 10, 30));
    expect(periodEnd({ kind: 'timeout', amount: 1008 }, at)).toBe(Date.UTC(2026, 1, 26, 10, 30));
  });

  it('ends a self-exclusion the same day and time calendar months later', () => {
    expect(periodEnd({ kind: 'self_exclusion', amount: 6 }, at)).toBe(Date.UTC(2026, 6, 15, 10, 30));
    expect(periodEnd({ kind: 'self_exclusion', amount: 12 }, at)).toBe(Date.UTC(2027, 0, 15, 10, 30));
    expect(periodEnd({ kind: 'self_exclusion', amount: 60 }, at)).toBe(Date.UTC(2031, 0, 15, 10, 30));
  });

  it('ends on the month’s last day when the start day does not exist there', () => {
    expect(periodEnd({ kind: 'self_exclusion', amount: 6 }, Date.UTC(2025, 7, 31, 8))).toBe(Date.UTC(2026, 1, 28, 8));
    expect(periodEnd({ kind: 'self_exclusion', amount: 6 }, Date.UTC(2027, 7, 31, 8))).toBe(Date.UTC(2028, 1, 29, 8));
  });
});

describe('periodLabel', () => {
  it('reads whole weeks, days and years as such', () => {
    expect(periodLabel({ kind: 'timeout', amount: 24 })).toEqual({ unit: 'days', count: 1 });
    expect(periodLabel({ kind: 'timeout', amount: 168 })).toEqual({ unit: 'weeks', count: 1 });
    expect(periodLabel({ kind: 'timeout', amount: 720 })).toEqual({ unit: 'days', count: 30 });
    expect(periodLabel({ kind: 'timeout', amount: 1008 })).toEqual({ unit: 'weeks', count: 6 });
    expect(periodLabel({ kind: 'timeout', amount: 12 })).toEqual({ unit: 'hours', count: 12 });
    expect(periodLabel({ kind: 'self_exclusion', amount: 6 })).toEqual({ unit: 'months', count: 6 });
    expect(periodLabel({ kind: 'self_exclusion', amount: 60 })).toEqual({ unit: 'years', count: 5 });
  });
});
