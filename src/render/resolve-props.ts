import type { Breakpoint, Props } from './types.ts';

/** Breakpoints ascending by width, the order the min-width cascade applies them in. */
export function sortBreakpoints(breakpoints: readonly Breakpoint[]): Breakpoint[] {
  return [...breakpoints].sort((a, b) => a.width - b.width);
}

/**
 * Props at breakpoint B = defaults ⊕ props ⊕ at[b] for every b ≤ B, ascending (docs/architecture.md, the config model).
 * An unknown current breakpoint applies no override.
 */
export function resolveProps(
  defaults: Props,
  props: Props | undefined,
  at: Record<string, Props> | undefined,
  breakpoints: readonly Breakpoint[],
  current: string,
): Props {
  let out: Props = { ...defaults, ...props };
  if (!at) return out;
  const sorted = sortBreakpoints(breakpoints);
  const limit = sorted.find((b) => b.name === current);
  if (!limit) return out;
  for (const b of sorted) {
    if (b.width > limit.width) break;
    const o = at[b.name];
    if (o) out = { ...out, ...o };
  }
  return out;
}
