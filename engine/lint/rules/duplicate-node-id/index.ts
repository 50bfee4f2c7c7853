import type { TreeRef } from '../../../project/project.ts';
import { docsUrl, type Rule } from '../../types.ts';

/** Node ids are unique within their tree (they address nodes for tests, anchors and CSS). */
export const rule: Rule = {
  meta: {
    id: 'duplicate-node-id',
    severity: 'error',
    description: 'Two nodes in the same tree carry the same id.',
    docs: docsUrl('duplicate-node-id'),
  },
  create(context) {
    const ids = new Map<TreeRef, Map<string, string>>();
    return {
      // local to the tree: nothing it reads changes with another file
      treeInputs: () => [],
      onNode({ node, pointer, tree }) {
        const id = node['id'];
        if (typeof id !== 'string') return;
        let seen = ids.get(tree);
        if (!seen) ids.set(tree, (seen = new Map()));
        const first = seen.get(id);
        if (first === undefined) seen.set(id, pointer);
        else context.report({ origin: tree.origin, pointer: `${pointer}/id`, message: `id "${id}" is already used in ${tree.label} at ${first}` });
      },
    };
  },
};
