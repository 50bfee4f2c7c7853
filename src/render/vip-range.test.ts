import { describe, expect, it } from 'vitest';
import { vipInRange } from './vip-range.ts';
import { isVisible } from './when.ts';
import { matchesTargeting } from './targeting.ts';
import type { When } from '../../schemas/node.ts';

describe('when.vip (docs/targeting.md)', () => {
  it('holds within [min, max] by the ladder’s order, not by the names’ spelling', () => {
    const range = { min: 'Silver', max: 'Platinum' };
    expect(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'].map((level) => vipInRange(range, level))).toEqual([false, true, true, true, false]);
  });

  it('leaves an end open when it is not named', () => {
    expect(vipInRange({ min: 'Diamond' }, 'Royal')).toBe(true);
    expect(vipInRange({ min: 'Diamond' }, 'Gold')).toBe(false);
    expect(vipInRange({ max: 'Silver' }, 'Bronze')).toBe(true);
  });

  it('holds for no level it cannot place: none, an unknown name, an unknown end', () => {
    expect(vipInRange({ min: 'Bronze' }, undefined)).toBe(false);
    expect(vipInRange({ min: 'Bronze' }, 'Emperor')).toBe(false);
    expect(vipInRange({ min: 'Emperor' }, 'Royal')).toBe(false);
  });

  it('is judged by the targeting evaluator, and never shows to a guest, or on the server, which renders for one', () => {
    const inputs = { audience: { variants: {}, at: 0, timeZone: 'UTC' }, language: 'EN', breakpoint: 'mobile', currency: 'PHP' };
    const as = (isAuthenticated: boolean, vipLevel?: string) => ({
      flags: {},
      isAuthenticated,
      targeting: (when: When) => matchesTargeting(when, { ...inputs, ...(vipLevel ? { vipLevel } : {}) }),
    });
    expect(isVisible({ vip: { min: 'Gold' } }, as(true, 'Gold'))).toBe(true);
    expect(isVisible({ vip: { min: 'Platinum' } }, as(true, 'Gold'))).toBe(false);
    expect(isVisible({ vip: { min: 'Bronze' } }, as(false))).toBe(false);
    // a stale level from a session that signed out does not count
    expect(isVisible({ vip: { min: 'Bronze' } }, as(false, 'Gold'))).toBe(false);
    // until the evaluator's chunk is here, a VIP node is not shown (as any targeted one)
    expect(isVisible({ vip: { min: 'Bronze' } }, { flags: {}, isAuthenticated: true })).toBe(false);
  });
});
