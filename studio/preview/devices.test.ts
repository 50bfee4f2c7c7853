import { describe, expect, it } from 'vitest';
import { deviceFor, devicesFor } from './devices.ts';

const breakpoints = [
  { name: 'mobile', min: 0 },
  { name: 'tablet', min: 768 },
  { name: 'desktop', min: 1200 },
];

describe('preview devices', () => {
  it('shows each width at the breakpoint a browser that wide uses', () => {
    expect(devicesFor(breakpoints).map((d) => [d.width, d.breakpoint.name])).toEqual([
      [390, 'mobile'],
      [820, 'tablet'],
      [1280, 'desktop'],
      [1440, 'desktop'],
    ]);
  });
  it('shows a template without breakpoints as desktop at every width', () => {
    expect(new Set(devicesFor([]).map((d) => d.breakpoint.name))).toEqual(new Set(['desktop']));
  });
  it('keeps the chosen width while it falls in the breakpoint, else the first that does', () => {
    const devices = devicesFor(breakpoints);
    expect(deviceFor(devices, breakpoints[2]!, 1440)?.width).toBe(1440);
    expect(deviceFor(devices, breakpoints[2]!, 390)?.width).toBe(1280);
    expect(deviceFor(devices, { name: 'huge', min: 3000 }, null)).toBeUndefined();
  });
});
