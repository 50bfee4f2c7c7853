import { seg } from '../../../project/json-pointer.ts';
import { didYouMean } from '../../../project/levenshtein.ts';
import { docsUrl, type Rule } from '../../types.ts';

/**
 * An at[...] key that is not a breakpoint the tree renders under: the template's own for its
 * pages, those of the templates using a layout, any template's (or §9's) for shared pages.
 */
export const rule: Rule = {
  meta: {
    id: 'unknown-breakpoint',
    severity: 'error',
    description: 'An `at` key is not one of the breakpoints the tree renders under, so the override never applies.',
    docs: docsUrl('unknown-breakpoint'),
  },
  create(context) {
    return {
      // local to the tree: nothing it reads changes with another file
      treeInputs: () => [],
      onNode({ node, pointer, tree }) {
        const at = node['at'];
        if (typeof at !== 'object' || at === null || Array.isArray(at)) return;
        for (const bp of Object.keys(at)) {
          if (tree.breakpointNames.has(bp)) continue;
          const guess = didYouMean(bp, tree.breakpointNames);
          const input = {
            origin: tree.origin,
            pointer: `${pointer}/at/${seg(bp)}`,
            key: true,
            message: `"${bp}" is not a breakpoint of ${tree.label}${guess ? `; did you mean "${guess}"?` : ` (known: ${[...tree.breakpointNames].join(', ')})`}`,
          };
          context.report(guess ? { ...input, suggestion: guess } : input);
        }
      },
    };
  },
};
