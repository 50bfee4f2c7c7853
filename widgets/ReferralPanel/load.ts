import { numOrNull } from '../../src/api/readers/fields.ts';
import type { LoadContext } from '../../src/render/types.ts';
import type { ReferralPanelProps } from './schema.ts';

export interface ReferralTier {
  level: number;
  percent: number;
  description: string;
}

export interface ReferralData {
  commission_percent: number | null;
  min_deposit: number | null;
  max_commission: number | null;
  currency: string;
  tiers: ReferralTier[];
  rules: string[];
}

/** referral's `value` (§7: shape not shown): what is missing or malformed is left out. */
export function readReferral(value: unknown): ReferralData {
  const v = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const tiers = Array.isArray(v.tiers)
    ? v.tiers.flatMap((raw, i): ReferralTier[] => {
        if (!raw || typeof raw !== 'object') return [];
        const r = raw as Record<string, unknown>;
        const percent = numOrNull(r.percent);
        if (percent === null) return [];
        return [{ level: numOrNull(r.level) ?? i + 1, percent, description: typeof r.description === 'string' ? r.description : '' }];
      })
    : [];
  return {
    commission_percent: numOrNull(v.commission_percent),
    min_deposit: numOrNull(v.min_deposit),
    max_commission: numOrNull(v.max_commission),
    currency: typeof v.currency === 'string' ? v.currency : '',
    tiers,
    rules: Array.isArray(v.rules) ? v.rules.filter((r): r is string => typeof r === 'string' && r.trim() !== '') : [],
  };
}

export async function loadReferral(_props: ReferralPanelProps, ctx: LoadContext): Promise<ReferralData> {
  const res = await ctx.api.home.referral({ domain_name: ctx.domain, external_id: ctx.externalId });
  if (res.statusCode !== 1) throw new Error(res.statusDetail ?? res.statusMessage ?? 'referral unavailable');
  return readReferral(res.value);
}
