import type { Partner } from '../../schemas/api/settings.ts';
import type { LoadContext } from '../../src/render/types.ts';

export async function loadPartners(_props: unknown, ctx: LoadContext): Promise<Partner[]> {
  const res = await ctx.api.settings.partners({ domain_name: ctx.domain, external_id: ctx.externalId });
  if (res.statusCode !== 1) throw new Error(res.statusDetail ?? res.statusMessage ?? 'partners unavailable');
  return res.value ?? [];
}
