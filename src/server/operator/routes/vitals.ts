import { callerOf, type Handlers } from '../context.ts';
import { requireScope } from '../access.ts';
import { allows } from '../../../../engine/accounts/roles.ts';
import { badRequest, OperatorError } from '../http.ts';
import type { VitalsAnswer } from '../../../../schemas/operator-api.ts';
import { isTemplateKey } from '../../../../schemas/template-key.ts';

/**
 * Real players' vitals per site, page and device class (issue 32 part 6), for the studio's Field
 * vitals tab: pooled over every player process, each series named with the template its site wears
 * (the fleet record). A viewer sees the sites of the templates in their scope; a site the fleet does
 * not know (and the "other" bucket) only a grant over every template shows. `?template=` narrows it.
 */
export const vitalsHandlers: Handlers<'vitals'> = {
  async vitals(ctx) {
    const only = ctx.url.searchParams.get('template');
    if (only !== null && !isTemplateKey(only)) throw badRequest('template is a template key, like casino1');
    if (only !== null) requireScope(ctx, [only]);
    const gather = ctx.deps.vitals;
    if (!gather) throw new OperatorError(404, 'vitalsOff', 'this server gathers no field vitals');
    const [gathered, sites] = await Promise.all([gather(), ctx.deps.store.backend.sites()]);
    const templateOf = new Map(sites.map((s) => [s.domain, s.theme_code]));
    const { grants } = callerOf(ctx).account;
    const series = gathered.series
      .map((s) => ({ ...s, template: templateOf.get(s.site) ?? null }))
      .filter((s) => (s.template === null ? allows(grants, 'viewer', '*') : allows(grants, 'viewer', [s.template])))
      .filter((s) => only === null || s.template === only);
    return { body: { series, processes: gathered.processes } satisfies VitalsAnswer };
  },
};
