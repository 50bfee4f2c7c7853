import { OUTLET } from '../../../../schemas/outlet.ts';
import type { TreeRef } from '../../../project/project.ts';
import { docsUrl, type Rule } from '../../types.ts';

/** A layout needs exactly one Outlet (where the page goes); a page tree must have none. */
export const rule: Rule = {
  meta: {
    id: 'outlet-count',
    severity: 'error',
    description: 'A layout without exactly one Outlet, or a page tree containing an Outlet.',
    docs: docsUrl('outlet-count'),
  },
  create(context) {
    const seen = new Map<TreeRef, string[]>();
    return {
      onTree(tree) {
        seen.set(tree, []);
      },
      onNode({ node, pointer, tree }) {
        if (node['widget'] === OUTLET) seen.get(tree)?.push(pointer);
      },
      onEnd() {
        for (const [tree, outlets] of seen) {
          if (tree.kind !== 'layout') {
            for (const p of outlets) {
              context.report({
                origin: tree.origin,
                pointer: `${p}/widget`,
                message: `${tree.label} contains an Outlet; only layouts may (the page is what fills it)`,
              });
            }
            continue;
          }
          if (outlets.length === 0 && tree.root !== undefined) {
            context.report({ origin: tree.origin, pointer: tree.rootPointer, key: true, message: `${tree.label} has no Outlet: the page would never render` });
          }
          for (const p of outlets.slice(1)) {
            context.report({
              origin: tree.origin,
              pointer: `${p}/widget`,
              message: `${tree.label} has ${outlets.length} Outlets; exactly one is allowed (first at ${outlets[0] ?? ''})`,
            });
          }
        }
      },
    };
  },
};
