import { describe, expect, it } from 'vitest';
import { formatVital, ratingOf } from './vital-rating.ts';

describe('ratingOf', () => {
  it('rates a p75 as Core Web Vitals do, the limits included in the better band', () => {
    expect(ratingOf('LCP', 2500)).toBe('good');
    expect(ratingOf('LCP', 2501)).toBe('needs improvement');
    expect(ratingOf('INP', 500)).toBe('needs improvement');
    expect(ratingOf('INP', 501)).toBe('poor');
    expect(ratingOf('CLS', 0.1)).toBe('good');
    expect(ratingOf('TTFB', 1900)).toBe('poor');
  });
});

describe('formatVital', () => {
  it('shows times in ms or s and CLS unitless', () => {
    expect(formatVital('LCP', 1840)).toBe('1.84 s');
    expect(formatVital('INP', 96)).toBe('96 ms');
    expect(formatVital('CLS', 0.046)).toBe('0.046');
    expect(formatVital('CLS', 0.1)).toBe('0.1');
    expect(formatVital('CLS', 0)).toBe('0');
  });
});
