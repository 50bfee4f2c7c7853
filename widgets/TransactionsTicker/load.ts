import type { LoadContext } from '../../src/render/types.ts';
import { parseTransactions, type PublicTransaction } from '../../src/api/readers/transactions.ts';
import type { TransactionsTickerProps } from './schema.ts';

export interface TransactionsTickerData {
  items: PublicTransaction[];
}

export async function loadTransactions(props: TransactionsTickerProps, ctx: LoadContext): Promise<TransactionsTickerData> {
  const res = await ctx.api.home.fetchTransactions({ domain_name: ctx.domain, external_id: ctx.externalId });
  if (res.statusCode !== 1) throw new Error(res.statusDetail ?? res.statusMessage ?? 'transactions unavailable');
  const items = parseTransactions(res.value ?? []);
  if (!items) throw new Error('fetch_transactions: unexpected item shape');
  return { items: items.slice(0, props.limit) };
}
