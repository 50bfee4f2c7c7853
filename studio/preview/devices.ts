import type { BreakpointInfo } from '../../engine/studio/contract.ts';

/** A width the preview can show the page at, and the template breakpoint that width falls in. */
export interface Device {
  label: string;
  width: number;
  breakpoint: BreakpointInfo;
}

/** The widths operators check a page at (issue 49 part 8): a phone, a tablet, a laptop and a wide desktop. */
const WIDTHS = [
  { label: 'Phone', width: 390 },
  { label: 'Tablet', width: 820 },
  { label: 'Desktop', width: 1280 },
  { label: 'Wide', width: 1440 },
] as const;

/**
 * The devices for a template's breakpoints: each width with the breakpoint a browser that wide would
 * use (the widest whose min it reaches). A template without breakpoints renders one layout, shown at
 * every width as `desktop` (studio/state/preview-view.ts).
 */
export function devicesFor(breakpoints: readonly BreakpointInfo[]): Device[] {
  return WIDTHS.map(({ label, width }) => {
    const fits = breakpoints.filter((b) => b.min <= width);
    const breakpoint = fits.reduce<BreakpointInfo | undefined>((best, b) => (!best || b.min > best.min ? b : best), undefined);
    return { label, width, breakpoint: breakpoint ?? breakpoints[0] ?? { name: 'desktop', min: 1280 } };
  });
}

/** The device shown for a breakpoint the inspector chose: the chosen width if it falls in it, else the first that does. */
export function deviceFor(devices: readonly Device[], breakpoint: BreakpointInfo, chosen: number | null): Device | undefined {
  const inBreakpoint = devices.filter((d) => d.breakpoint.name === breakpoint.name);
  return inBreakpoint.find((d) => d.width === chosen) ?? inBreakpoint[0];
}
