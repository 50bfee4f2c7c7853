import type { Breakpoint } from '../../../project/breakpoints.ts';
import { seg } from '../../../project/json-pointer.ts';
import { deepEqual } from '../../../project/deep-equal.ts';
import { resolveProps } from '../../../../src/render/resolve-props.ts';
import { readWidgetDefaults } from '../../../project/widget-defaults.ts';
import { docsUrl, type Rule } from '../../types.ts';
import { isRecord } from '../../../../schemas/is-record.ts';

type Props = Record<string, unknown>;

/**
 * Props of an at[bp] override that equal what bp inherits anyway: the cascade (src/render/resolve-props.ts)
 * at bp without bp's own override, under one breakpoint list. undefined when bp is not in the list.
 */
export function redundantKeys(defaults: Props, props: Props, at: Record<string, Props>, bps: readonly Breakpoint[], bp: string): Set<string> | undefined {
  if (!bps.some((b) => b.name === bp)) return undefined;
  const own = at[bp] ?? {};
  const inherited = resolveProps(defaults, props, { ...at, [bp]: {} }, bps, bp);
  return new Set(Object.keys(own).filter((k) => k in inherited && deepEqual(inherited[k], own[k])));
}

export const rule: Rule = {
  meta: {
    id: 'redundant-override',
    severity: 'warning',
    description: 'An at[breakpoint] value repeats the value that breakpoint inherits anyway.',
    docs: docsUrl('redundant-override'),
  },
  create(context) {
    const defaults = readWidgetDefaults(context.project.paths.widgetsDir);
    return {
      // local to the tree: nothing it reads changes with another file
      treeInputs: () => [],
      onNode({ node, pointer, tree }) {
        const at = node['at'];
        if (!isRecord(at)) return;
        const overrides = Object.fromEntries(Object.entries(at).filter((e): e is [string, Props] => isRecord(e[1])));
        const base = defaults.get(String(node['widget'])) ?? {};
        const props = isRecord(node['props']) ? node['props'] : {};
        for (const [bp, o] of Object.entries(overrides)) {
          // redundant only if it is so under every template the tree renders with
          let verdict: Set<string> | undefined;
          for (const ctx of tree.contexts) {
            const r = redundantKeys(base, props, overrides, ctx, bp);
            if (!r) continue;
            verdict = verdict ? new Set([...verdict].filter((k) => r.has(k))) : r;
          }
          for (const key of Object.keys(o)) {
            if (!verdict?.has(key)) continue;
            const at = `${pointer}/at/${seg(bp)}/${seg(key)}`;
            context.report({
              origin: tree.origin,
              pointer: at,
              key: true,
              fix: { kind: 'remove', pointer: at, description: `remove the ${bp} override of "${key}"` },
              message: `${String(node['widget'])} prop "${key}" at ${bp} repeats the inherited value ${JSON.stringify(o[key])}; remove it`,
            });
          }
        }
      },
    };
  },
};
