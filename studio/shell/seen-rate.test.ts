import { describe, expect, it } from 'vitest';
import { belowThreshold, formatRate, seenRate } from './seen-rate.ts';

describe('seenRate and belowThreshold', () => {
  it('is the share of views that showed the element, flagged below the threshold', () => {
    expect(seenRate({ views: 20, rendered: 20, visible: 19 })).toBe(0.95);
    expect(belowThreshold({ views: 20, rendered: 20, visible: 19 }, 0.95)).toBe(false);
    expect(belowThreshold({ views: 20, rendered: 20, visible: 18 }, 0.95)).toBe(true);
    expect(seenRate({ views: 0, rendered: 0, visible: 0 })).toBeNull();
    expect(belowThreshold({ views: 0, rendered: 0, visible: 0 }, 0.95)).toBe(false);
  });

  it('formats a rate as a percentage', () => {
    expect(formatRate(0.987)).toBe('98.7 %');
    expect(formatRate(1)).toBe('100 %');
    expect(formatRate(0)).toBe('0 %');
  });
});
