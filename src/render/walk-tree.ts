import type { Node } from './types.ts';

/** Visits every node depth-first with its path (`prefix/0/1`): the key loaders' data is stored under. */
export function walkTree(root: Node, prefix: string, visit: (node: Node, path: string) => void): void {
  const go = (node: Node, path: string) => {
    visit(node, path);
    node.children?.forEach((child, i) => go(child, `${path}/${i}`));
  };
  go(root, prefix);
}
