import type { Game } from '../../../schemas/api/game.ts';
import type { HotGamesResponse } from '../../../schemas/api/game.ts';
import type { Api, SiteRef } from '../../../src/api/client.ts';
import { fallbackFor, listFromAnswer, tallyProviders, type Fallback } from '../../../src/lib/game-list-answer.ts';
import type { DefaultListName } from '../../../src/lib/game-types.ts';

export { fallbackFor, tallyProviders, type Fallback };

export interface GamesData {
  /** what the server renders; all of the list once `complete` */
  games: Game[];
  /** how many games the list holds in all (after `limit`) */
  total: number;
  complete: boolean;
  /** the default list shown instead of the backend's (failed or empty), if any */
  fallback: DefaultListName | null;
  /** games per provider in the whole list, for the provider filter before the rest arrives */
  providers: Record<string, number>;
}

const cache = new Map<string, { at: number; promise: Promise<HotGamesResponse> }>();
const CACHE_MS = 60_000;

/**
 * get_hot_games. In the browser a category's list is fetched once a minute at most, so a client
 * navigation's loader and the grid's full-list fetch share one request. The server does not keep
 * it: the backend caches, and a server process must not hold one visitor's data for another.
 */
export function fetchHotGames(api: Api, site: SiteRef, gameType: string, now = Date.now()): Promise<HotGamesResponse> {
  if (typeof window === 'undefined') return api.getHotGames(site, gameType);
  const key = `${site.domain_name}|${site.external_id}|${gameType}`;
  const hit = cache.get(key);
  if (hit && now - hit.at < CACHE_MS) return hit.promise;
  const promise = api.getHotGames(site, gameType).then((res) => {
    if (res.statusCode !== 1) cache.delete(key);
    return res;
  });
  cache.set(key, { at: now, promise });
  return promise;
}

export interface ListOptions {
  gameType: string;
  limit?: number;
  initial: number;
  fallback: Fallback;
}

/**
 * A category's games, falling back to a default list when the call fails or is empty (§3). Throws
 * only when it failed and the category has no default list: the widget shows its error state then.
 */
export async function loadGameList(api: Api, site: SiteRef, o: ListOptions): Promise<GamesData> {
  const answer = listFromAnswer(await fetchHotGames(api, site, o.gameType), o);
  if ('error' in answer) throw new Error(answer.error);
  const { games, fallback } = answer;
  return { games: games.slice(0, o.initial), total: games.length, complete: games.length <= o.initial, fallback, providers: tallyProviders(games) };
}
