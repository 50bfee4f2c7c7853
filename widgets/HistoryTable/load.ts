import type { LoadContext } from '../../src/render/types.ts';
import type { HistoryTableProps } from './schema.ts';

export interface ActivityRow {
  id: string;
  type: 'deposit' | 'withdrawal';
  account_id: string;
  amount: number;
  currency: string;
  created_at: string;
}

export interface HistoryTableData {
  /** null when the page does not show site activity */
  activity: ActivityRow[] | null;
}

/** fetch_transactions' `value` (§7: shape not shown): rows of another type or without an amount are left out. */
export function readActivity(value: unknown): ActivityRow[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw, i): ActivityRow[] => {
    if (!raw || typeof raw !== 'object') return [];
    const r = raw as Record<string, unknown>;
    const amount = Number(r.amount);
    if ((r.type !== 'deposit' && r.type !== 'withdrawal') || !Number.isFinite(amount)) return [];
    return [
      {
        id: typeof r.id === 'string' || typeof r.id === 'number' ? String(r.id) : `row-${i}`,
        type: r.type,
        account_id: typeof r.account_id === 'string' ? r.account_id : '',
        amount,
        currency: typeof r.currency === 'string' ? r.currency : '',
        created_at: typeof r.created_at === 'string' ? r.created_at : '',
      },
    ];
  });
}

export async function loadHistoryTable(props: HistoryTableProps, ctx: LoadContext): Promise<HistoryTableData> {
  if (!props.showSiteActivity) return { activity: null };
  const res = await ctx.api.home.fetchTransactions({ domain_name: ctx.domain, external_id: ctx.externalId });
  if (res.statusCode !== 1) throw new Error(res.statusDetail ?? res.statusMessage ?? 'activity unavailable');
  return { activity: readActivity(res.value) };
}
