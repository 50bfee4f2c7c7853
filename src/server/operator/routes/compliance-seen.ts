import { callerOf, type Handlers } from '../context.ts';
import { requireScope } from '../access.ts';
import { allows } from '../../../../engine/accounts/roles.ts';
import { badRequest, OperatorError } from '../http.ts';
import type { ComplianceSeenAnswer } from '../../../../schemas/compliance-seen.ts';
import { isTemplateKey } from '../../../../schemas/template-key.ts';

/**
 * Compliance seen in the field (issue 52 part 3), for the studio's Compliance seen tab: each series'
 * counts summed over every player process, named with the template its site wears, and the threshold
 * below which the studio flags a rate. Scoped as /api/vitals is (./vitals.ts): a viewer sees the sites
 * of the templates in their scope; a site outside the fleet ("unknown", "other") only a grant over
 * every template shows. `?template=` narrows it.
 */
export const complianceSeenHandlers: Handlers<'complianceSeen'> = {
  async complianceSeen(ctx) {
    const only = ctx.url.searchParams.get('template');
    if (only !== null && !isTemplateKey(only)) throw badRequest('template is a template key, like casino1');
    if (only !== null) requireScope(ctx, [only]);
    const seen = ctx.deps.complianceSeen;
    if (!seen) throw new OperatorError(404, 'complianceSeenOff', 'this server gathers no compliance seen in the field');
    const [gathered, sites] = await Promise.all([seen.gather(), ctx.deps.store.backend.sites()]);
    const templateOf = new Map(sites.map((s) => [s.domain, s.theme_code]));
    const { grants } = callerOf(ctx).account;
    const series = gathered.series
      .map((s) => ({ ...s, template: templateOf.get(s.site) ?? null }))
      .filter((s) => (s.template === null ? allows(grants, 'viewer', '*') : allows(grants, 'viewer', [s.template])))
      .filter((s) => only === null || s.template === only);
    return { body: { series, processes: gathered.processes, threshold: seen.threshold } satisfies ComplianceSeenAnswer };
  },
};
