import type { Breakpoint } from '../../src/render/types.ts';
import { DEFAULT_BREAKPOINTS } from '../../src/config/defaults.ts';

export type { Breakpoint };
export { DEFAULT_BREAKPOINTS };

/** A template's `breakpoints` object as a list ascending by width (the cascade order), or §9's. */
export function breakpointList(value: unknown): Breakpoint[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [...DEFAULT_BREAKPOINTS];
  const list = Object.entries(value as Record<string, unknown>)
    .filter((e): e is [string, number] => typeof e[1] === 'number')
    .map(([name, width]) => ({ name, width }));
  return list.sort((a, b) => a.width - b.width);
}
