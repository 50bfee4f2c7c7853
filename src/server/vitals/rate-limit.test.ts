import { describe, expect, it } from 'vitest';
import { fixedWindowLimit } from './rate-limit.ts';

describe('fixedWindowLimit', () => {
  it('allows a client its quota per minute, then refuses it until the next window', () => {
    const limit = fixedWindowLimit(3);
    const t = 1_000_000;
    expect([1, 2, 3, 4].map(() => limit.allow('a', t))).toEqual([true, true, true, false]);
    expect(limit.allow('b', t), 'another client has its own quota').toBe(true);
    expect(limit.allow('a', t + 59_999)).toBe(false);
    expect(limit.allow('a', t + 60_000)).toBe(true);
  });

  it('refuses new clients once the table is full, so a flood from many addresses stays bounded', () => {
    const limit = fixedWindowLimit(10, 2);
    expect(limit.allow('a', 0)).toBe(true);
    expect(limit.allow('b', 0)).toBe(true);
    expect(limit.allow('c', 0)).toBe(false);
    expect(limit.allow('a', 0), 'known clients keep their quota').toBe(true);
    expect(limit.allow('c', 60_000)).toBe(true);
  });
});
