import { describe, expect, it } from 'vitest';
import { percentile } from './percentile.ts';

describe('percentile', () => {
  it('is the nearest rank: the 95th of 20 values is the 19th, not the largest', () => {
    const values = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect(percentile(values, 0.95)).toBe(19);
    expect(percentile(values, 0.5)).toBe(10);
    expect(percentile(values, 0.75)).toBe(15);
  });

  it('is the largest of 10 values at the 95th, the first at 0, NaN for none', () => {
    const values = [5, 1, 9, 3, 7, 2, 8, 4, 6, 10];
    expect(percentile(values, 0.95)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile([], 0.5)).toBeNaN();
  });
});
