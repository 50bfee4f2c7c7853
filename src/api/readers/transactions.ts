import { maskAccount } from '../../lib/mask.ts';
import { isRecord } from '../../../schemas/is-record.ts';

/** A public transaction of fetch_transactions (§7 leaves the shape open; the demo's is id, type, account_id, amount, currency, created_at). */
export interface PublicTransaction {
  id: string;
  type: string;
  /** masked before it reaches the page */
  account: string;
  amount: number;
  currency: string;
}

function toTransaction(item: unknown, i: number): PublicTransaction | null {
  if (!isRecord(item) || typeof item.account_id !== 'string') return null;
  const amount = typeof item.amount === 'number' ? item.amount : typeof item.amount === 'string' ? Number(item.amount) : Number.NaN;
  if (!Number.isFinite(amount)) return null;
  return {
    id: typeof item.id === 'number' || typeof item.id === 'string' ? String(item.id) : String(i),
    type: typeof item.type === 'string' ? item.type.toLowerCase() : '',
    account: maskAccount(item.account_id),
    amount,
    currency: typeof item.currency === 'string' ? item.currency : '',
  };
}

/** The transactions of a fetch_transactions value, or null when an item has another shape (the widget's error state). */
export function parseTransactions(value: readonly unknown[]): PublicTransaction[] | null {
  const items = value.map(toTransaction);
  return items.every((x): x is PublicTransaction => x !== null) ? items : null;
}
