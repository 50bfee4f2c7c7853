import { maskAccount } from '../../lib/mask.ts';
import type { Api, SiteRef } from '../client.ts';
import { numOrNull } from './fields.ts';
import { isRecord } from '../../../schemas/is-record.ts';

/** One row of top10winner_withdrawal's `winner` or `withrawal` list. */
export interface BoardEntry {
  rank: number;
  /** masked: a player's name never reaches the page whole */
  account: string;
  game: string;
  amount: number;
  currency: string;
}

/** §7 top10winner_withdrawal value: both lists and the site statistics. */
export interface WinnersValue {
  winners: BoardEntry[];
  withdrawals: BoardEntry[];
  stats: { hour_withdrawal: number; registered_player: number; active_player: number; deposited_player: number };
}

function toEntry(item: unknown, i: number): BoardEntry | null {
  if (!isRecord(item) || typeof item.account_id !== 'string') return null;
  const amount = numOrNull(item.amount);
  if (amount === null) return null;
  return {
    rank: numOrNull(item.rank) ?? i + 1,
    account: maskAccount(item.account_id),
    game: typeof item.game_name === 'string' ? item.game_name : '',
    amount,
    currency: typeof item.currency === 'string' ? item.currency : '',
  };
}

function toList(v: unknown): BoardEntry[] | null {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) return null;
  const list = v.map(toEntry);
  return list.every((e): e is BoardEntry => e !== null) ? list.sort((a, b) => a.rank - b.rank) : null;
}

/** Reads the response value (`withrawal` spelled so, §7); null when it has another shape (the widget's error state). */
export function parseWinners(value: unknown): WinnersValue | null {
  if (!isRecord(value)) return null;
  const winners = toList(value.winner);
  const withdrawals = toList(value.withrawal);
  if (!winners || !withdrawals) return null;
  const stat = (key: string) => numOrNull(value[key]) ?? 0;
  return {
    winners,
    withdrawals,
    stats: {
      hour_withdrawal: stat('hour_withdrawal'),
      registered_player: stat('registered_player'),
      active_player: stat('active_player'),
      deposited_player: stat('deposited_player'),
    },
  };
}

/** top10winner_withdrawal for a site; a failed call or a value of another shape throws (the widget's error state). */
export async function fetchWinners(api: Api, site: SiteRef): Promise<WinnersValue> {
  const res = await api.settings.top10WinnerWithdrawal(site);
  if (res.statusCode !== 1) throw new Error(res.statusDetail ?? res.statusMessage ?? 'winners unavailable');
  const value = parseWinners(res.value);
  if (!value) throw new Error('top10winner_withdrawal: unexpected value shape');
  return value;
}
