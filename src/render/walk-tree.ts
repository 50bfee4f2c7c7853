import { MAX_TREE_DEPTH } from '../../schemas/limits.ts';
import type { Node } from './types.ts';

/**
 * Visits every node depth-first with its path (`prefix/0/1`): the key loaders' data is stored under.
 * Nodes deeper than MAX_TREE_DEPTH are not visited: the renderer does not render them either.
 */
export function walkTree(root: Node, prefix: string, visit: (node: Node, path: string) => void): void {
  const go = (node: Node, path: string, depth: number) => {
    if (depth > MAX_TREE_DEPTH) return;
    visit(node, path);
    node.children?.forEach((child, i) => go(child, `${path}/${i}`, depth + 1));
  };
  go(root, prefix, 1);
}
