import { firstReport, regulatorName, templateJurisdiction } from '../../../project/jurisdiction.ts';
import { docsUrl, type Rule } from '../../types.ts';

const POINTER = '/jurisdiction/realityCheckMinutes';

/** The reality check's interval must lie in the range the regulator allows (schemas/jurisdictions.ts `realityCheck`). */
export const rule: Rule = {
  meta: {
    id: 'reality-check-interval',
    severity: 'error',
    description: 'A template’s jurisdiction.realityCheckMinutes lies outside the range its regulator allows.',
    docs: docsUrl('reality-check-interval'),
  },
  create(context) {
    return {
      onEnd() {
        const seen = new Set<string>();
        for (const t of context.project.templates.values()) {
          const j = templateJurisdiction(t);
          const range = j?.rules.realityCheck;
          const minutes = j?.config['realityCheckMinutes'];
          if (!j || !range || typeof minutes !== 'number') continue;
          if (minutes >= range.minMinutes && minutes <= range.maxMinutes) continue;
          if (!firstReport(seen, j.origin, POINTER)) continue;
          const nearest = minutes < range.minMinutes ? range.minMinutes : range.maxMinutes;
          context.report({
            origin: j.origin,
            pointer: POINTER,
            message: `template ${t.key} checks reality every ${minutes} minutes; ${regulatorName(j.rules)} allows ${range.minMinutes} to ${range.maxMinutes}`,
            fix: { description: `check every ${nearest} minutes`, kind: 'replace', pointer: POINTER, value: nearest },
          });
        }
      },
    };
  },
};
