import { shortHash } from '../lib/short-hash.ts';
import { resolveProps, sortBreakpoints } from './resolve-props.ts';
import type { Breakpoint, Props } from './types.ts';

export interface NodeCss {
  className: string;
  css: string;
}

/**
 * CSS that sets a node's style-like props per breakpoint inside min-width media queries,
 * so what the server guessed about the viewport never moves anything once the page is shown.
 * The class is named after its content: React keeps hoisted styles, so equal names must mean equal rules.
 */
export function nodeCss(
  cssVars: Record<string, string>,
  defaults: Props,
  props: Props | undefined,
  at: Record<string, Props> | undefined,
  breakpoints: readonly Breakpoint[],
): NodeCss | null {
  const keys = Object.keys(cssVars);
  if (keys.length === 0) return null;
  const declarations = (values: Props) =>
    keys
      .filter((k) => typeof values[k] === 'number' || typeof values[k] === 'string')
      .map((k) => `${cssVars[k]}:${String(values[k])}`)
      .join(';');
  const blocks: [number, string][] = [];
  const base = declarations({ ...defaults, ...props });
  if (base) blocks.push([0, base]);
  for (const b of sortBreakpoints(breakpoints)) {
    const own = at?.[b.name];
    if (!own || !keys.some((k) => k in own)) continue;
    blocks.push([b.width, declarations(resolveProps(defaults, props, at, breakpoints, b.name))]);
  }
  if (blocks.length === 0) return null;
  const className = `n-${shortHash(JSON.stringify(blocks))}`;
  const css = blocks.map(([width, decl]) => (width > 0 ? `@media (min-width:${width}px){.${className}{${decl}}}` : `.${className}{${decl}}`)).join('');
  return { className, css };
}
