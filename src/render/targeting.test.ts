import { describe, expect, it } from 'vitest';
import { matchesTargeting, windowOf, type TargetingInputs } from './targeting.ts';

const at = Date.UTC(2026, 5, 1, 12);
const inputs: TargetingInputs = {
  audience: { market: 'PH', variants: { hero: 'b' }, at, timeZone: 'Asia/Manila' },
  language: 'EN',
  breakpoint: 'mobile',
  currency: 'PHP',
};

describe('matchesTargeting', () => {
  it('a time window holds its start and not its end', () => {
    expect(matchesTargeting({ from: '2026-06-01T12:00Z' }, inputs)).toBe(true);
    expect(matchesTargeting({ until: '2026-06-01T12:00Z' }, inputs)).toBe(false);
    expect(matchesTargeting({ from: '2026-06-01T11:00Z', until: '2026-06-01T13:00Z' }, inputs)).toBe(true);
    expect(matchesTargeting({ from: '2026-06-01T12:00:01Z' }, inputs)).toBe(false);
  });
  it("reads a window without an offset in the site's time zone", () => {
    // 20:00 in Manila is 12:00 UTC
    expect(matchesTargeting({ from: '2026-06-01T20:00' }, inputs)).toBe(true);
    expect(matchesTargeting({ from: '2026-06-01T20:01' }, inputs)).toBe(false);
  });
  it('languages, breakpoints, markets and currencies must list the input', () => {
    expect(matchesTargeting({ languages: ['EN', 'PHP'] }, inputs)).toBe(true);
    expect(matchesTargeting({ languages: ['CN'] }, inputs)).toBe(false);
    expect(matchesTargeting({ breakpoints: ['desktop'] }, inputs)).toBe(false);
    expect(matchesTargeting({ markets: ['PH'] }, inputs)).toBe(true);
    expect(matchesTargeting({ markets: ['GB'] }, inputs)).toBe(false);
    expect(matchesTargeting({ currencies: ['PHP'] }, inputs)).toBe(true);
    expect(matchesTargeting({ currencies: ['EUR'] }, inputs)).toBe(false);
  });
  it('a request without a market matches no market list', () => {
    const noMarket = { ...inputs, audience: { ...inputs.audience, market: undefined } };
    expect(matchesTargeting({ markets: ['PH'] }, noMarket)).toBe(false);
    expect(matchesTargeting({ languages: ['EN'] }, noMarket)).toBe(true);
  });
  it("an experiment rule holds for the visitor's variant only", () => {
    expect(matchesTargeting({ experiment: { id: 'hero', variant: 'b' } }, inputs)).toBe(true);
    expect(matchesTargeting({ experiment: { id: 'hero', variant: 'a' } }, inputs)).toBe(false);
    expect(matchesTargeting({ experiment: { id: 'other', variant: 'a' } }, inputs)).toBe(false);
  });
  it('every rule named must hold', () => {
    expect(matchesTargeting({ markets: ['PH'], languages: ['CN'] }, inputs)).toBe(false);
    expect(matchesTargeting({ markets: ['PH'], languages: ['EN'], auth: 'guest' }, inputs)).toBe(true);
  });
});

describe('windowOf', () => {
  it('leaves an open side infinite', () => {
    expect(windowOf({}, 'UTC')).toEqual({ from: -Infinity, until: Infinity });
    expect(windowOf({ until: '2026-01-01T00:00Z' }, 'UTC')).toEqual({ from: -Infinity, until: Date.UTC(2026, 0, 1) });
  });
});
