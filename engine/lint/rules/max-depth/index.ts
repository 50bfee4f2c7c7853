import { firstTooDeep, MAX_JSON_DEPTH, MAX_TREE_DEPTH } from '../../../../schemas/limits.ts';
import { docsUrl, type Rule } from '../../types.ts';

/**
 * Trees nest at most MAX_TREE_DEPTH nodes: the validators refuse deeper ones and the renderer stops
 * there. A file nested past MAX_JSON_DEPTH is not read at all, so no tool recurses into it.
 */
export const rule: Rule = {
  meta: {
    id: 'max-depth',
    severity: 'error',
    description: `A layout or page tree nests deeper than ${MAX_TREE_DEPTH} nodes, or a file nests deeper than ${MAX_JSON_DEPTH} JSON levels.`,
    docs: docsUrl('max-depth'),
  },
  create(context) {
    return {
      onTree(tree) {
        const deep = firstTooDeep(tree.root, tree.rootPointer);
        if (deep === undefined) return;
        context.report({
          origin: tree.origin,
          pointer: deep,
          message: `${tree.label} nests deeper than ${MAX_TREE_DEPTH} nodes here: flatten it (the renderer stops at ${MAX_TREE_DEPTH})`,
        });
      },
      onEnd() {
        for (const file of context.project.files) {
          const at = file.source.tooDeep;
          if (at)
            context.report({
              file,
              pointer: '',
              position: at,
              message: `the JSON nests deeper than ${MAX_JSON_DEPTH} levels here, so the file is not read (trees may nest at most ${MAX_TREE_DEPTH} nodes)`,
            });
        }
      },
    };
  },
};
