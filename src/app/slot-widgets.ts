import { widgetsUsed } from '../render/collect-loads.ts';
import { walkTree } from '../render/walk-tree.ts';
import type { TreeLoaderData } from './loaders.ts';

/** The widgets under each path of the trees, as the renderer names a deferred slot (`data-slot`: `layout/0/1`, `page/2`). */
export function widgetsBySlot(trees: readonly TreeLoaderData[]): Map<string, string[]> {
  const bySlot = new Map<string, string[]>();
  for (const data of trees) {
    const prefix = 'page' in data ? 'page' : 'layout';
    walkTree(data.tree.root, prefix, (node, path) => bySlot.set(path, widgetsUsed(node)));
  }
  return bySlot;
}
