import { firstReport, regulatorName, templateJurisdiction } from '../../../project/jurisdiction.ts';
import { docsUrl, type Rule } from '../../types.ts';

const POINTER = '/jurisdiction/minimumAge';

/** A site may ask more than its regulator's minimum age, never less (PAGCOR: 21; the others: 18). */
export const rule: Rule = {
  meta: {
    id: 'minimum-age',
    severity: 'error',
    description: 'A template’s jurisdiction.minimumAge is below the minimum age its regulator requires.',
    docs: docsUrl('minimum-age'),
  },
  create(context) {
    return {
      onEnd() {
        const seen = new Set<string>();
        for (const t of context.project.templates.values()) {
          const j = templateJurisdiction(t);
          const age = j?.config['minimumAge'];
          if (!j || typeof age !== 'number' || age >= j.rules.minimumAge || !firstReport(seen, j.origin, POINTER)) continue;
          context.report({
            origin: j.origin,
            pointer: POINTER,
            message: `template ${t.key} admits players from ${age}, below the ${j.rules.minimumAge} ${regulatorName(j.rules)} requires`,
            fix: { description: `raise the minimum age to ${j.rules.minimumAge}`, kind: 'replace', pointer: POINTER, value: j.rules.minimumAge },
          });
        }
      },
    };
  },
};
