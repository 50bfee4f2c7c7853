import { describe, expect, it } from 'vitest';
import { readLadder } from './load.ts';

describe('VIP ladder reader', () => {
  it('sorted by level, nameless rungs dropped', () => {
    const l = readLadder([{ level: 2, vip_name: 'Silver', deposit_required: '5000' }, { level: 1, vip_name: 'Bronze' }, { level: 3 }]);
    expect(l.map((r) => r.vip_name)).toEqual(['Bronze', 'Silver']);
    expect(l[1]?.deposit_required).toBe(5000);
  });
});
