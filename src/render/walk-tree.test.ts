import { describe, expect, it } from 'vitest';
import { MAX_TREE_DEPTH } from '../../schemas/limits.ts';
import type { Node } from './types.ts';
import { walkTree } from './walk-tree.ts';

const visited = (root: Node, prefix: string) => {
  const out: string[] = [];
  walkTree(root, prefix, (node, path) => out.push(`${path}=${node.widget}`));
  return out;
};

describe('walkTree', () => {
  const tree: Node = { widget: 'Stack', children: [{ widget: 'A' }, { widget: 'Stack', children: [{ widget: 'B' }] }] };

  it('visits depth-first with paths under the prefix, the same on every walk', () => {
    const first = visited(tree, 'page');
    expect(first).toEqual(['page=Stack', 'page/0=A', 'page/1=Stack', 'page/1/0=B']);
    expect(visited(tree, 'page')).toEqual(first);
    expect(visited(tree, 'layout')).toEqual(['layout=Stack', 'layout/0=A', 'layout/1=Stack', 'layout/1/0=B']);
    expect(visited(tree.children![1]!, 'page/1')).toEqual(['page/1=Stack', 'page/1/0=B']);
  });

  it('stops at MAX_TREE_DEPTH', () => {
    let deep: Node = { widget: 'Leaf' };
    for (let i = 0; i < MAX_TREE_DEPTH + 5; i++) deep = { widget: 'Stack', children: [deep] };
    expect(visited(deep, 'p')).toHaveLength(MAX_TREE_DEPTH);
  });
});
