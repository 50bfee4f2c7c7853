import { describe, expect, it } from 'vitest';
import { intervalChoices, intervalMinutes, minutesPlayed, nextDue, readState } from './reality-check.ts';

const MIN = 60_000;
const ukgc = { minutes: 60, minMinutes: 10, maxMinutes: 120, playerMayChange: true };
const fixed = { minutes: 45, minMinutes: 45, maxMinutes: 45, playerMayChange: false };

describe('readState', () => {
  it('starts a clock for a session it has not seen, keeping the player’s interval', () => {
    expect(readState(null, 's1', 1000)).toEqual({ session: 's1', startedAt: 1000 });
    expect(readState(JSON.stringify({ session: 's0', startedAt: 5, continuedAt: 7, minutes: 30 }), 's1', 1000)).toEqual({
      session: 's1',
      startedAt: 1000,
      minutes: 30,
    });
  });

  it('keeps the clock of the same session', () => {
    expect(readState(JSON.stringify({ session: 's1', startedAt: 5, continuedAt: 7, minutes: 30 }), 's1', 1000)).toEqual({
      session: 's1',
      startedAt: 5,
      continuedAt: 7,
      minutes: 30,
    });
  });

  it('starts again on anything unreadable or from the future, never stopping the check', () => {
    for (const raw of ['{', 'null', '[]', JSON.stringify({ session: 's1', startedAt: 'x' }), JSON.stringify({ session: 's1', startedAt: 5000 })]) {
      expect(readState(raw, 's1', 1000)).toEqual({ session: 's1', startedAt: 1000 });
    }
    expect(readState(JSON.stringify({ session: 's1', startedAt: 5, continuedAt: 9999, minutes: -3 }), 's1', 1000)).toEqual({ session: 's1', startedAt: 5 });
  });
});

describe('the interval', () => {
  it('is the player’s within the range where they may choose, else the site’s', () => {
    expect(intervalMinutes({ session: 's', startedAt: 0, minutes: 30 }, ukgc)).toBe(30);
    expect(intervalMinutes({ session: 's', startedAt: 0, minutes: 5 }, ukgc)).toBe(60);
    expect(intervalMinutes({ session: 's', startedAt: 0, minutes: 30 }, fixed)).toBe(45);
  });

  it('counts from the session’s start, then from the last "Continue"', () => {
    expect(nextDue({ session: 's', startedAt: 1000 }, ukgc)).toBe(1000 + 60 * MIN);
    expect(nextDue({ session: 's', startedAt: 1000, continuedAt: 2000, minutes: 15 }, ukgc)).toBe(2000 + 15 * MIN);
  });

  it('offers the steps inside the range and the site’s own, or only the site’s', () => {
    expect(intervalChoices(ukgc)).toEqual([10, 15, 20, 30, 45, 60, 90, 120]);
    expect(intervalChoices({ ...ukgc, minutes: 50 })).toContain(50);
    expect(intervalChoices(fixed)).toEqual([45]);
  });
});

describe('minutesPlayed', () => {
  it('is whole minutes since the session began', () => {
    expect(minutesPlayed({ session: 's', startedAt: 0 }, 61 * MIN - 1)).toBe(60);
    expect(minutesPlayed({ session: 's', startedAt: 10 }, 0)).toBe(0);
  });
});
