import { FLAG_NAMES } from '../../../../schemas/flags.ts';
import { didYouMean } from '../../../project/levenshtein.ts';
import { docsUrl, type Rule } from '../../types.ts';

/** `when.flag` names a flag startup sends (schemas/flags.ts); any other is always false, so the node never shows. */
export const rule: Rule = {
  meta: {
    id: 'unknown-flag',
    severity: 'error',
    description: 'when.flag names a flag the startup response never sends, so the node never shows (or, negated, always does).',
    docs: docsUrl('unknown-flag'),
  },
  create(context) {
    const known: readonly string[] = FLAG_NAMES;
    return {
      // local to the tree: nothing it reads changes with another file
      treeInputs: () => [],
      onNode({ node, pointer, tree }) {
        const when = node['when'];
        const flag = typeof when === 'object' && when !== null ? (when as Record<string, unknown>)['flag'] : undefined;
        if (typeof flag !== 'string') return;
        const negate = flag.startsWith('!') ? '!' : '';
        const name = flag.slice(negate.length);
        if (known.includes(name)) return;
        const guess = didYouMean(name, known);
        const input = {
          origin: tree.origin,
          pointer: `${pointer}/when/flag`,
          message: `flag "${name}" is not one startup sends (${known.join(', ')})${guess ? `; did you mean "${negate}${guess}"?` : ''}`,
        };
        context.report(guess ? { ...input, suggestion: `${negate}${guess}` } : input);
      },
    };
  },
};
