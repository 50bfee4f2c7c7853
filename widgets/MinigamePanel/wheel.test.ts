import { describe, expect, it } from 'vitest';
import { segmentAt, segmentPath, targetRotation } from './wheel.ts';

describe('wheel geometry', () => {
  it('stops every segment under the pointer, turning forward from anywhere', () => {
    for (const count of [2, 3, 8, 12]) {
      for (const current of [0, 37, 1800, 2345.5]) {
        for (let i = 0; i < count; i++) {
          const target = targetRotation(current, i, count);
          expect(segmentAt(target, count)).toBe(i);
          expect(target).toBeGreaterThanOrEqual(current + 5 * 360);
          expect(target).toBeLessThan(current + 6 * 360);
        }
      }
    }
  });

  it('draws a slice from the centre', () => {
    expect(segmentPath(0, 4, 100, 90)).toBe('M 100 100 L 100.00 10.00 A 90 90 0 0 1 190.00 100.00 Z');
  });
});
