import { figure } from '../../budgets.ts';
import { docsUrl, type Rule } from '../../types.ts';
import { nodeStrings } from '../../walk.ts';

/** `/props/items/0/body` → "items/0/body"; `/at/desktop/text` → "text" at desktop. */
function propName(relative: string): string {
  const [where, ...rest] = relative.split('/');
  if (where === 'at') {
    const [bp, ...path] = rest;
    return `\`${path.join('/')}\` at ${bp ?? ''}`;
  }
  return `\`${rest.join('/')}\``;
}

/**
 * A string prop longer than the budget: every character is rendered into the HTML, serialised again
 * for hydration and held in memory per revision (a 5 MB string prop published silently, issue 27).
 */
export const rule: Rule = {
  meta: {
    id: 'prop-length',
    severity: 'error',
    description: "A string in a node's props (or an `at` override) is longer than the propLength budget.",
    docs: docsUrl('prop-length'),
  },
  create(context) {
    const limit = context.budgets.propLength;
    return {
      // local to the tree: nothing it reads changes with another file
      treeInputs: () => [],
      onNode(visit) {
        for (const { value, pointer } of nodeStrings(visit)) {
          if (value.length <= limit) continue;
          context.report({
            origin: visit.tree.origin,
            pointer,
            message: `prop ${propName(pointer.slice(visit.pointer.length + 1))} is ${figure(value.length)} characters (limit ${figure(limit)})`,
          });
        }
      },
    };
  },
};
