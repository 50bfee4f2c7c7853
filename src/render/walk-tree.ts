import { MAX_TREE_DEPTH } from '../../schemas/limits.ts';
import type { Node } from './types.ts';

type Visit = readonly [node: Node, path: string];

/** Each tree's nodes with their paths, by root and prefix: config trees never change, and every render walks them several times. */
const walks = new WeakMap<Node, Map<string, readonly Visit[]>>();

function nodesOf(root: Node, prefix: string): readonly Visit[] {
  const byPrefix = walks.get(root) ?? new Map<string, readonly Visit[]>();
  walks.set(root, byPrefix);
  let visits = byPrefix.get(prefix);
  if (!visits) {
    const out: Visit[] = [];
    const go = (node: Node, path: string, depth: number) => {
      if (depth > MAX_TREE_DEPTH) return;
      out.push([node, path]);
      node.children?.forEach((child, i) => go(child, `${path}/${i}`, depth + 1));
    };
    go(root, prefix, 1);
    visits = out;
    byPrefix.set(prefix, visits);
  }
  return visits;
}

/**
 * Visits every node depth-first with its path (`prefix/0/1`): the key loaders' data is stored under.
 * Nodes deeper than MAX_TREE_DEPTH are not visited: the renderer does not render them either.
 */
export function walkTree(root: Node, prefix: string, visit: (node: Node, path: string) => void): void {
  for (const [node, path] of nodesOf(root, prefix)) visit(node, path);
}
