import { describe, expect, it } from 'vitest';
import { hostSpeedLine } from './host-speed.ts';

describe('hostSpeedLine', () => {
  it('names the median and the range, and a host above the threshold as not slow', () => {
    expect(hostSpeedLine([2008, 1890, 2150])).toBe(
      "host speed: Lighthouse benchmarkIndex median 2008 (runs 1890–2150), above Lighthouse's 1000: not a slow host",
    );
  });
  it('calls a host under the threshold slow', () => {
    expect(hostSpeedLine([700, 950, 1200])).toMatch(/median 950 .*below Lighthouse's 1000: a slow host/);
  });
  it('says so when no run reported one', () => {
    expect(hostSpeedLine([Number.NaN, 0])).toBe('host speed: no run reported a benchmarkIndex');
  });
});
