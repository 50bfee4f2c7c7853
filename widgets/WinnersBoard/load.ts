import type { LoadContext } from '../../src/render/types.ts';
import { fetchWinners, type WinnersValue } from '../../src/api/readers/winners.ts';

export async function loadWinnersBoard(props: { limit?: number }, ctx: LoadContext): Promise<WinnersValue> {
  const value = await fetchWinners(ctx.api, { domain_name: ctx.domain, external_id: ctx.externalId });
  const limit = props.limit;
  return { ...value, winners: value.winners.slice(0, limit), withdrawals: value.withdrawals.slice(0, limit) };
}
