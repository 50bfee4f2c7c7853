import { describe, expect, it } from 'vitest';
import { readReferral } from './load.ts';
import { shareLink } from './Component.tsx';

describe('referral readers (§7 does not show the shape)', () => {
  it('referral: numbers, tiers and rules; junk left out', () => {
    const r = readReferral({
      commission_percent: '8',
      min_deposit: 100,
      currency: 'PHP',
      tiers: [{ level: 1, percent: 5, description: 'Direct' }, { level: 2 }],
      rules: ['A', '', 3],
    });
    expect(r).toEqual({
      commission_percent: 8,
      min_deposit: 100,
      max_commission: null,
      currency: 'PHP',
      tiers: [{ level: 1, percent: 5, description: 'Direct' }],
      rules: ['A'],
    });
    expect(readReferral(null).tiers).toEqual([]);
  });
  it('share link carries the player code for the register page', () => {
    expect(shareLink('https://casino1.example', 'ref', 'demo 1')).toBe('https://casino1.example/register?ref=demo+1');
  });
});
