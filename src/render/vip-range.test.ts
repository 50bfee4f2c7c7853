import { describe, expect, it } from 'vitest';
import { vipInRange } from './vip-range.ts';
import { isVisible } from './when.ts';

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

  it('never shows to a guest, or on the server, which renders for one', () => {
    const ctx = { flags: {}, isAuthenticated: true, vipLevel: 'Gold' };
    expect(isVisible({ vip: { min: 'Gold' } }, ctx)).toBe(true);
    expect(isVisible({ vip: { min: 'Platinum' } }, ctx)).toBe(false);
    expect(isVisible({ vip: { min: 'Bronze' } }, { flags: {}, isAuthenticated: false })).toBe(false);
    // a stale level from a session that signed out does not count
    expect(isVisible({ vip: { min: 'Bronze' } }, { flags: {}, isAuthenticated: false, vipLevel: 'Gold' })).toBe(false);
  });
});
