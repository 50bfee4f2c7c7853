import { isRecord } from '../../../schemas/is-record.ts';
import type { JurisdictionRules } from '../../../schemas/jurisdiction.ts';
import { jurisdictionRules } from '../../../schemas/jurisdictions.ts';
import type { Context } from '../context.ts';
import { readTemplate } from './preview-sites.ts';

/**
 * The regulator's rules of a site's template (its own `jurisdiction` or the nearest in its
 * `extends` chain), read from the set the server serves, else CONFIG_DIR: the demo backend refuses a
 * time-out or self-exclusion period the regulator does not list, whatever a client sends.
 * Undefined for a template without a jurisdiction (nothing is offered there).
 */
export function siteJurisdictionRules(ctx: Context, siteKey: string): JurisdictionRules | undefined {
  const source = ctx.templates ?? ((key: string) => readTemplate(key, true));
  const seen = new Set<string>();
  let key: string | undefined = siteKey;
  while (key !== undefined && !seen.has(key)) {
    seen.add(key);
    const template = source(key);
    if (!template) return undefined;
    const j = template.jurisdiction;
    if (isRecord(j) && typeof j['regulator'] === 'string') return jurisdictionRules(j['regulator']);
    key = template.extends;
  }
  return undefined;
}
