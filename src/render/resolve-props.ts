import type { Breakpoint, Props } from './types.ts';

/** Breakpoints ascending by width, the order the min-width cascade applies them in. */
export function sortBreakpoints(breakpoints: readonly Breakpoint[]): Breakpoint[] {
  return [...breakpoints].sort((a, b) => a.width - b.width);
}

/** Who wrote a value of the cascade: the widget's default, the node's `props`, or its `at.<breakpoint>` override. */
export type PropLayer = { from: 'default' } | { from: 'props' } | { from: 'at'; breakpoint: string };

/**
 * The min-width cascade's overrides (docs/architecture.md, the config model), the one place they
 * are chosen: `visit` sees at[b] for every b ≤ `current`, ascending by width whatever order `at`
 * lists them in, after the defaults and the props; the last writer of a key wins. An unknown
 * current breakpoint applies no override. A callback, not a list, so the renderer's path
 * allocates nothing for it.
 */
export function forEachOverride(
  at: Record<string, Props> | undefined,
  breakpoints: readonly Breakpoint[],
  current: string,
  visit: (values: Props, breakpoint: string) => void,
): void {
  if (!at) return;
  const limit = breakpoints.find((b) => b.name === current);
  if (!limit) return;
  for (const b of sortBreakpoints(breakpoints)) {
    if (b.width > limit.width) break;
    const o = at[b.name];
    if (o) visit(o, b.name);
  }
}

/** Props at breakpoint `current`: defaults ⊕ props ⊕ the overrides, without provenance: the renderer's path. */
export function resolveProps(
  defaults: Props,
  props: Props | undefined,
  at: Record<string, Props> | undefined,
  breakpoints: readonly Breakpoint[],
  current: string,
): Props {
  let out: Props = { ...defaults, ...props };
  forEachOverride(at, breakpoints, current, (o) => {
    out = { ...out, ...o };
  });
  return out;
}

/**
 * A resolved prop and who set it. `pointer` is the value's JSON pointer below the node
 * (`/props/<key>`, `/at/<breakpoint>/<key>`; none for a default): a caller that knows where the
 * node came from maps it to a file, and to the template node patch that wrote it (explain does so
 * through engine/project/patched-origin.ts).
 */
export interface TracedProp {
  value: unknown;
  layer: PropLayer;
  pointer?: string;
}

const seg = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The same cascade as `resolveProps`, each value with its provenance, in the order keys were first set. */
export function resolvePropsTraced(
  defaults: Props,
  props: Props | undefined,
  at: Record<string, Props> | undefined,
  breakpoints: readonly Breakpoint[],
  current: string,
): Map<string, TracedProp> {
  const out = new Map<string, TracedProp>();
  const layer = (values: Props, from: PropLayer, base?: string) => {
    for (const [key, value] of Object.entries(values))
      out.set(key, base === undefined ? { value, layer: from } : { value, layer: from, pointer: `${base}/${seg(key)}` });
  };
  layer(defaults, { from: 'default' });
  if (props) layer(props, { from: 'props' }, '/props');
  forEachOverride(at, breakpoints, current, (o, breakpoint) => layer(o, { from: 'at', breakpoint }, `/at/${seg(breakpoint)}`));
  return out;
}
