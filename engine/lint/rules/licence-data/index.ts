import type { JurisdictionRules } from '../../../../schemas/jurisdiction.ts';
import { isRecord } from '../../../../schemas/is-record.ts';
import { firstReport, regulatorName, templateJurisdiction } from '../../../project/jurisdiction.ts';
import { docsUrl, type Rule } from '../../types.ts';

type Field = JurisdictionRules['licenceData'][number];

/** Where each piece of licence data lives in `jurisdiction`, and what the compliance footer shows with it. */
const FIELDS: Record<Field, { pointer: string; what: string }> = {
  seal: { pointer: '/jurisdiction/seal', what: 'its seal (jurisdiction.seal: image and href)' },
  helpline: { pointer: '/jurisdiction/helpline', what: 'a problem-gambling helpline (jurisdiction.helpline)' },
  address: { pointer: '/jurisdiction/licence/address', what: 'the licensee’s registered address (jurisdiction.licence.address)' },
  url: { pointer: '/jurisdiction/licence/url', what: 'a link to the licence in its register (jurisdiction.licence.url)' },
};

function has(config: Record<string, unknown>, field: Field): boolean {
  const licence = config['licence'];
  if (field === 'address' || field === 'url') return isRecord(licence) && typeof licence[field] === 'string';
  return isRecord(config[field]);
}

/** The licence data a regulator asks the site to show (schemas/jurisdictions.ts `licenceData`) must be in the template. */
export const rule: Rule = {
  meta: {
    id: 'licence-data',
    severity: 'error',
    description: 'A template’s jurisdiction lacks licence data its regulator asks the site to show (a seal, a register link, an address, a helpline).',
    docs: docsUrl('licence-data'),
  },
  create(context) {
    return {
      onEnd() {
        const seen = new Set<string>();
        for (const t of context.project.templates.values()) {
          if (t.abstract) continue;
          const j = templateJurisdiction(t);
          if (!j) continue;
          for (const field of j.rules.licenceData) {
            if (has(j.config, field)) continue;
            const { pointer, what } = FIELDS[field];
            // located at the block that lacks it, once per file that wrote that block
            const at = field === 'address' || field === 'url' ? '/jurisdiction/licence' : '/jurisdiction';
            if (!firstReport(seen, j.origin, at, field)) continue;
            context.report({
              origin: j.origin,
              pointer: at,
              key: true,
              message: `template ${t.key} is under ${regulatorName(j.rules)}, whose sites must show ${what}: ${pointer} is missing`,
            });
          }
        }
      },
    };
  },
};
