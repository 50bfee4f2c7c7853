import { describe, expect, it } from 'vitest';
import { VIP_LEVELS } from '../../schemas/api/vip-levels.ts';
import { VIP_LADDER } from './seed/site-content.ts';

describe('the demo backend’s VIP ladder', () => {
  it('is the ladder `when.vip` ranges over, in the same order', () => {
    expect(VIP_LADDER.map(([name]) => name)).toEqual([...VIP_LEVELS]);
  });
});
