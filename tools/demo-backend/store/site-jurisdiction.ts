import type { JurisdictionRules } from '../../../schemas/jurisdiction.ts';
import { jurisdictionRules } from '../../../schemas/jurisdictions.ts';
import type { Context } from '../context.ts';
import { templateRegulator } from './site-regulator.ts';

/**
 * The regulator's rules of a site's template: the demo backend refuses a time-out or self-exclusion
 * period the regulator does not list, whatever a client sends. Undefined for a template without a
 * jurisdiction (nothing is offered there).
 */
export function siteJurisdictionRules(ctx: Context, siteKey: string): JurisdictionRules | undefined {
  const regulator = templateRegulator(ctx, siteKey);
  return regulator === undefined ? undefined : jurisdictionRules(regulator);
}
