import type { Game, HotGamesResponse } from '../../schemas/api/game.ts';
import type { DefaultListName } from './game-types.ts';
import { defaultGames } from './providers.ts';

export type Fallback = DefaultListName | 'none';

/** Which default list stands in for a category when none is configured: only slot-like ones have one. */
export function fallbackFor(gameType: string, configured: Fallback | undefined): Fallback {
  if (configured) return configured;
  if (gameType === '') return 'hot';
  if (gameType === 'slot_game') return 'popular';
  if (gameType === 'freeplay') return 'new';
  return 'none';
}

export type ListAnswer = { games: Game[]; fallback: DefaultListName | null } | { error: string };

/**
 * A category's games from get_hot_games' answer, capped at `limit`: the default list when the call
 * failed or is empty (§3), an error only when it failed and the category has no default list (an
 * empty category without one is just empty). The browser's loader and the server's lobby view both read it so.
 */
export function listFromAnswer(res: HotGamesResponse, o: { limit?: number | undefined; fallback: Fallback }): ListAnswer {
  const list = res.statusCode === 1 ? (res.value ?? []) : [];
  if (list.length === 0) {
    if (o.fallback !== 'none') return { games: defaultGames(o.fallback).slice(0, o.limit), fallback: o.fallback };
    if (res.statusCode !== 1) return { error: res.statusDetail ?? res.statusMessage ?? 'games unavailable' };
    return { games: [], fallback: null };
  }
  return { games: o.limit ? list.slice(0, o.limit) : list, fallback: null };
}

/** How many games of a list each provider has. */
export function tallyProviders(games: readonly Game[]): Record<string, number> {
  const tally: Record<string, number> = {};
  for (const g of games) tally[g.provider_code] = (tally[g.provider_code] ?? 0) + 1;
  return tally;
}
