import { join } from 'node:path';
import { OUTLET } from '../../../../schemas/outlet.ts';
import { didYouMean } from '../../../project/levenshtein.ts';
import { docsUrl, type Rule } from '../../types.ts';

/** A node naming a widget that is not registered (a folder in widgets/ with schema.ts). */
export const rule: Rule = {
  meta: {
    id: 'unknown-widget',
    severity: 'error',
    description: 'A node names a widget that is not registered; suggests the closest registered name.',
    docs: docsUrl('unknown-widget'),
  },
  create(context) {
    const known = [OUTLET, ...context.project.widgetNames];
    const set = new Set(known);
    return {
      // local to the tree: nothing it reads changes with another file
      treeInputs: () => [],
      onNode({ node, pointer, tree }) {
        const widget = node['widget'];
        if (typeof widget !== 'string' || set.has(widget)) return;
        // a widget folder newer than the generated list: the fix is a rebuild, not a rename
        if (/^[A-Za-z0-9]+$/.test(widget) && context.fs.exists(join(context.project.paths.widgetsDir, widget, 'schema.ts'))) {
          context.report({
            origin: tree.origin,
            pointer: `${pointer}/widget`,
            message: `widget "${widget}" exists in widgets/ but not in schemas/generated/: run \`npm run build:schemas\``,
          });
          return;
        }
        const guess = didYouMean(widget, known);
        const hint = guess ? `did you mean "${guess}"?` : `registered: ${known.join(', ')}`;
        const input = { origin: tree.origin, pointer: `${pointer}/widget`, message: `unknown widget "${widget}"; ${hint}` };
        context.report(guess ? { ...input, suggestion: guess } : input);
      },
    };
  },
};
