import type { VipRung } from '../../schemas/api/auth.ts';
import { num } from '../../src/api/readers/fields.ts';
import type { LoadContext } from '../../src/render/types.ts';
import type { VipLevelsProps } from './schema.ts';

export interface VipLevelsData {
  ladder: VipRung[];
}

/** vip_before_login's `value` (§7 does not show it): rungs without a name are dropped. */
export function readLadder(value: unknown): VipRung[] {
  if (!Array.isArray(value)) return [];
  return value
    .flatMap((raw, i): VipRung[] => {
      if (!raw || typeof raw !== 'object') return [];
      const r = raw as Record<string, unknown>;
      if (typeof r.vip_name !== 'string' || !r.vip_name) return [];
      return [
        {
          level: r.level === undefined ? i + 1 : num(r.level),
          vip_name: r.vip_name,
          vip_name_local: typeof r.vip_name_local === 'string' ? r.vip_name_local : '',
          deposit_required: num(r.deposit_required),
          turnover_required: num(r.turnover_required),
          birthday_bonus: num(r.birthday_bonus),
          rebate_percent: num(r.rebate_percent),
        },
      ];
    })
    .sort((a, b) => a.level - b.level);
}

export async function loadVipLevels(props: VipLevelsProps, ctx: LoadContext): Promise<VipLevelsData> {
  if (!props.showLadder) return { ladder: [] };
  const res = await ctx.api.auth.vipBeforeLogin({ domain_name: ctx.domain, external_id: ctx.externalId });
  if (res.statusCode !== 1) throw new Error(res.statusDetail ?? res.statusMessage ?? 'VIP levels unavailable');
  return { ladder: readLadder(res.value) };
}
