import { JURISDICTIONS } from '../../../../schemas/jurisdictions.ts';
import { isRecord } from '../../../../schemas/is-record.ts';
import { didYouMean } from '../../../project/levenshtein.ts';
import { docsUrl, type Rule } from '../../types.ts';

const KNOWN = Object.keys(JURISDICTIONS).sort();

/**
 * A template's `jurisdiction.regulator` must be one whose requirements are data in
 * schemas/jurisdictions.ts: a site under an unknown regulator would be checked against nothing.
 */
export const rule: Rule = {
  meta: {
    id: 'unknown-jurisdiction',
    severity: 'error',
    description: 'A template names a jurisdiction (regulator) whose requirements schemas/jurisdictions.ts does not hold.',
    docs: docsUrl('unknown-jurisdiction'),
  },
  create(context) {
    return {
      onEnd() {
        for (const t of context.project.templates.values()) {
          const jurisdiction = t.file.data?.['jurisdiction'];
          const regulator = isRecord(jurisdiction) ? jurisdiction['regulator'] : undefined;
          if (typeof regulator !== 'string' || KNOWN.includes(regulator)) continue;
          const suggestion = didYouMean(regulator.toLowerCase(), KNOWN);
          context.report({
            file: t.file,
            pointer: '/jurisdiction/regulator',
            message: `template ${t.key} names jurisdiction "${regulator}", which has no requirements in schemas/jurisdictions.ts (known: ${KNOWN.join(', ')})${suggestion ? `; did you mean "${suggestion}"?` : ''}`,
            ...(suggestion ? { suggestion } : {}),
          });
        }
      },
    };
  },
};
