import { isRecord } from '../../../../schemas/is-record.ts';
import { sealOrigin } from '../../../../src/config/seal-script.ts';
import { firstReport, regulatorName, templateJurisdiction } from '../../../project/jurisdiction.ts';
import { docsUrl, type Rule } from '../../types.ts';

const POINTER = '/jurisdiction/seal/script';

/**
 * A live seal's script may come only from an origin the regulator's data lists (schemas/jurisdictions.ts
 * `sealScript`): the page's CSP admits that origin for scripts, so a template must not name another.
 */
export const rule: Rule = {
  meta: {
    id: 'seal-origin',
    severity: 'error',
    description: 'A template’s jurisdiction.seal.script comes from an origin its regulator’s data does not list for its seal.',
    docs: docsUrl('seal-origin'),
  },
  create(context) {
    return {
      onEnd() {
        const seen = new Set<string>();
        for (const t of context.project.templates.values()) {
          const j = templateJurisdiction(t);
          const seal = j?.config['seal'];
          const script = isRecord(seal) ? seal['script'] : undefined;
          if (!j || typeof script !== 'string') continue;
          const listed = j.rules.sealScript;
          const allowed = [...(listed?.origins ?? []), ...(listed?.demoOrigins ?? []).map((o) => `${o} (the demo’s stand-in)`)];
          const origin = sealOrigin(script);
          if (origin && listed && (listed.origins.includes(origin) || (listed.demoOrigins ?? []).includes(origin))) continue;
          if (!firstReport(seen, j.origin, POINTER)) continue;
          context.report({
            origin: j.origin,
            pointer: POINTER,
            message:
              allowed.length === 0
                ? `template ${t.key} is under ${regulatorName(j.rules)}, which serves no seal script: jurisdiction.seal.script must go`
                : `template ${t.key} is under ${regulatorName(j.rules)}, whose seal script comes only from ${allowed.join(' or ')}: jurisdiction.seal.script names ${origin ?? JSON.stringify(script)}`,
          });
        }
      },
    };
  },
};
