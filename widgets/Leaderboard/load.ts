import type { LoadContext } from '../../src/render/types.ts';
import { fetchWinners } from '../WinnersBoard/load.ts';
import type { BoardEntry } from '../WinnersBoard/parse.ts';
import type { LeaderboardProps } from './schema.ts';

export interface LeaderboardData {
  entries: BoardEntry[];
}

/** The ranking is top10winner_withdrawal's winner list (§7). */
export async function loadLeaderboard(props: LeaderboardProps, ctx: LoadContext): Promise<LeaderboardData> {
  const { winners } = await fetchWinners(ctx);
  return { entries: winners.slice(0, props.limit) };
}
