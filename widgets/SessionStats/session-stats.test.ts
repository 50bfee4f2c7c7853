import { describe, expect, it } from 'vitest';
import { formatElapsed, formatNet, launchKey, netPosition, readStart } from './session-stats.ts';

const launch = launchKey('s1', 'JILI', 'g-1', 'k1');
const stored = (v: unknown) => JSON.stringify(v);

describe('launchKey', () => {
  it('differs by sign-in, game and navigation, and survives odd characters', () => {
    const keys = [launch, launchKey('s2', 'JILI', 'g-1', 'k1'), launchKey('s1', 'JILI', 'g-2', 'k1'), launchKey('s1', 'JILI', 'g-1', 'k2')];
    expect(new Set(keys).size).toBe(4);
    expect(launchKey('a|b', 'c', 'd', 'e')).not.toBe(launchKey('a', 'b|c', 'd', 'e'));
  });
});

describe('readStart', () => {
  it('keeps the start of the same launch (a reload)', () => {
    expect(readStart(stored({ launch, startedAt: 500, balance: 12.5 }), launch, 1000)).toEqual({ launch, startedAt: 500, balance: 12.5 });
  });

  it('takes none from another launch, from anything unreadable, or from the future', () => {
    const other = launchKey('s1', 'JILI', 'g-1', 'k2');
    for (const raw of [
      null,
      '{',
      'null',
      '[]',
      stored({ launch: other, startedAt: 500, balance: 1 }),
      stored({ launch, startedAt: 5000, balance: 1 }),
      stored({ launch, startedAt: 'x', balance: 1 }),
      stored({ launch, startedAt: 500, balance: '1' }),
      stored({ launch, startedAt: 500 }),
    ]) {
      expect(readStart(raw, launch, 1000), String(raw)).toBeNull();
    }
  });
});

describe('netPosition', () => {
  const start = { launch, startedAt: 0, balance: 12_345.678 };
  it('is the balance now minus the balance at the start, without floating-point dust', () => {
    expect(netPosition(start, 12_348.878)).toBe(3.2);
    expect(netPosition(start, 12_344.678)).toBe(-1);
    expect(netPosition(start, 12_345.678)).toBe(0);
    expect(Object.is(netPosition({ ...start, balance: 0.3 }, 0.1 + 0.2), 0)).toBe(true);
  });
});

describe('formatElapsed', () => {
  it('is m:ss under an hour and h:mm:ss from then, never negative', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(999)).toBe('0:00');
    expect(formatElapsed(754_000)).toBe('12:34');
    expect(formatElapsed(3_600_000 + 65_000)).toBe('1:01:05');
    expect(formatElapsed(-5000)).toBe('0:00');
  });
});

describe('formatNet', () => {
  it('writes an ISO currency in its own style, signed, zero without a sign', () => {
    expect(formatNet(3.2, 'en-US', 'GBP')).toBe('+£3.20');
    expect(formatNet(-1, 'en-US', 'GBP')).toBe('-£1.00');
    expect(formatNet(0, 'en-US', 'GBP')).toBe('£0.00');
    expect(formatNet(1234.5, 'de', 'EUR')).toBe('+1.234,50\u00a0€');
  });

  it('writes a §9 code that is no ISO currency beside the amount', () => {
    expect(formatNet(3.2, 'en-US', 'EN')).toBe('+EN 3.2');
    expect(formatNet(-1, 'en-US', 'CN')).toBe('-CN 1');
    expect(formatNet(0, 'en-US', 'EN')).toBe('EN 0');
  });
});
