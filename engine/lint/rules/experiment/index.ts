import { isRecord } from '../../../../schemas/is-record.ts';
import { seg } from '../../../project/json-pointer.ts';
import { didYouMean } from '../../../project/levenshtein.ts';
import { targetingOf, whenOf } from '../../../project/targeting.ts';
import { docsUrl, type Rule } from '../../types.ts';

/**
 * Experiments (docs/targeting.md): a template's variants' weights must sum to 100 (the draw is by
 * weight, so any other total silently skews the split), and a `when.experiment` must name an
 * experiment and variant that every template rendering the tree declares (elsewhere it never shows).
 */
export const rule: Rule = {
  meta: {
    id: 'experiment',
    severity: 'error',
    description: "An experiment's weights do not sum to 100, or a when names an experiment or variant the site's template does not declare.",
    docs: docsUrl('experiment'),
  },
  create(context) {
    return {
      onFile(file) {
        const targeting = file.data?.['targeting'];
        const experiments = isRecord(targeting) ? targeting['experiments'] : undefined;
        if (!isRecord(experiments)) return;
        for (const [id, variants] of Object.entries(experiments)) {
          if (!isRecord(variants)) continue;
          const total = Object.values(variants).reduce<number>((sum, w) => sum + (typeof w === 'number' ? w : 0), 0);
          if (total === 100) continue;
          context.report({ file, pointer: `/targeting/experiments/${seg(id)}`, message: `experiment "${id}": the weights sum to ${total}, not 100` });
        }
      },
      onNode({ node, pointer, tree }) {
        const rule = whenOf(node)?.['experiment'];
        if (!isRecord(rule) || typeof rule['id'] !== 'string' || typeof rule['variant'] !== 'string') return;
        const { id, variant } = rule;
        for (const key of tree.templates) {
          const experiments = targetingOf(context.project, key).experiments ?? {};
          const variants = experiments[id];
          if (!variants) {
            const guess = didYouMean(id, Object.keys(experiments));
            const input = {
              origin: tree.origin,
              pointer: `${pointer}/when/experiment/id`,
              message: `experiment "${id}" is not declared by template ${key} (targeting.experiments)${guess ? `; did you mean "${guess}"?` : ''}`,
            };
            context.report(guess ? { ...input, suggestion: guess } : input);
            return;
          }
          if (!Object.hasOwn(variants, variant)) {
            const names = Object.keys(variants);
            const guess = didYouMean(variant, names);
            const input = {
              origin: tree.origin,
              pointer: `${pointer}/when/experiment/variant`,
              message: `experiment "${id}" of template ${key} has no variant "${variant}" (${names.join(', ')})${guess ? `; did you mean "${guess}"?` : ''}`,
            };
            context.report(guess ? { ...input, suggestion: guess } : input);
            return;
          }
        }
      },
    };
  },
};
