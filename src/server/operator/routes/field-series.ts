import { callerOf, type OperatorContext } from '../context.ts';
import { requireScope } from '../access.ts';
import { allows } from '../../../../engine/accounts/roles.ts';
import { badRequest, OperatorError } from '../http.ts';
import type { FieldGathered } from '../../../../schemas/compliance-seen.ts';
import { isTemplateKey } from '../../../../schemas/template-key.ts';

/**
 * The one read path of the field beacon's figures (src/server/vitals/cluster.ts), for GET /api/vitals
 * and GET /api/compliance/seen: pooled over every player process, each series named with the template
 * its site wears (the fleet record). A viewer sees the sites of the templates in their scope; a site
 * the fleet does not know ("unknown", "other") only a grant over every template shows. `?template=`
 * narrows it. `off` is the 404's code when this server gathers no field figures.
 */
export async function fieldSeries<T extends { site: string }>(
  ctx: OperatorContext,
  pick: (gathered: FieldGathered) => T[],
  off: string,
): Promise<{ series: (T & { template: string | null })[]; processes: FieldGathered['processes'] }> {
  const only = ctx.url.searchParams.get('template');
  if (only !== null && !isTemplateKey(only)) throw badRequest('template is a template key, like casino1');
  if (only !== null) requireScope(ctx, [only]);
  const gather = ctx.deps.field;
  if (!gather) throw new OperatorError(404, off, 'this server gathers no field figures');
  const [gathered, sites] = await Promise.all([gather(), ctx.deps.store.backend.sites()]);
  const templateOf = new Map(sites.map((s) => [s.domain, s.theme_code]));
  const { grants } = callerOf(ctx).account;
  const series = pick(gathered)
    .map((s) => ({ ...s, template: templateOf.get(s.site) ?? null }))
    .filter((s) => (s.template === null ? allows(grants, 'viewer', '*') : allows(grants, 'viewer', [s.template])))
    .filter((s) => only === null || s.template === only);
  return { series, processes: gathered.processes };
}
