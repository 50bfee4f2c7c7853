import { FALLBACK_BREAKPOINT } from '../config/defaults.ts';
import type { Breakpoint } from '../render/types.ts';

export const VIEWPORT_COOKIE = 'viewport';

/** The breakpoint a width falls in, min-width mode. */
export function breakpointForWidth(breakpoints: readonly Breakpoint[], width: number): string {
  const sorted = [...breakpoints].sort((a, b) => a.width - b.width);
  return (sorted.filter((b) => b.width <= width).pop() ?? sorted[0])?.name ?? FALLBACK_BREAKPOINT;
}
