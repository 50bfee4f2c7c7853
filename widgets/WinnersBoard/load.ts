import type { LoadContext } from '../../src/render/types.ts';
import { parseWinners, type WinnersValue } from './parse.ts';

/** top10winner_withdrawal for this site; a failed call or a value of another shape throws (the widget's error state). */
export async function fetchWinners(ctx: LoadContext): Promise<WinnersValue> {
  const res = await ctx.api.settings.top10WinnerWithdrawal({ domain_name: ctx.domain, external_id: ctx.externalId });
  if (res.statusCode !== 1) throw new Error(res.statusDetail ?? res.statusMessage ?? 'winners unavailable');
  const value = parseWinners(res.value);
  if (!value) throw new Error('top10winner_withdrawal: unexpected value shape');
  return value;
}

export async function loadWinnersBoard(props: { limit?: number }, ctx: LoadContext): Promise<WinnersValue> {
  const value = await fetchWinners(ctx);
  const limit = props.limit;
  return { ...value, winners: value.winners.slice(0, limit), withdrawals: value.withdrawals.slice(0, limit) };
}
