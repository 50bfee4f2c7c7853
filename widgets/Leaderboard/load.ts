import type { LoadContext } from '../../src/render/types.ts';
import { fetchWinners, type BoardEntry } from '../../src/api/readers/winners.ts';
import type { LeaderboardProps } from './schema.ts';

export interface LeaderboardData {
  entries: BoardEntry[];
}

/** The ranking is top10winner_withdrawal's winner list (§7). */
export async function loadLeaderboard(props: LeaderboardProps, ctx: LoadContext): Promise<LeaderboardData> {
  const { winners } = await fetchWinners(ctx.api, { domain_name: ctx.domain, external_id: ctx.externalId });
  return { entries: winners.slice(0, props.limit) };
}
