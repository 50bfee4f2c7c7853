import { describe, expect, it } from 'vitest';
import { vipProgress } from './vip-progress.ts';

describe('vipProgress', () => {
  it('is (starting + cycle) / next × 100', () => expect(vipProgress(100, 150, 1000)).toBe(25));
  it('accepts numeric strings as the backend sends them', () => expect(vipProgress('100', '150', '500')).toBe(50));
  it('caps at 100', () => expect(vipProgress(900, 900, 1000)).toBe(100));
  it('is 0 when not computable', () => {
    expect(vipProgress(1, 1, 0)).toBe(0);
    expect(vipProgress(1, 1, null)).toBe(0);
    expect(vipProgress('x', 1, 10)).toBe(0);
    expect(vipProgress(undefined, 1, 10)).toBe(0);
  });
});
