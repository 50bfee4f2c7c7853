import type { Game } from '../../../schemas/api/game.ts';
import type { HotGamesResponse } from '../../../schemas/api/game.ts';
import type { Api, SiteRef } from '../../../src/api/client.ts';
import { defaultGames, type DefaultListName } from '../../../src/lib/providers.ts';

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

export type Fallback = DefaultListName | 'none';

/** Which default list stands in for a category when none is configured: only slot-like ones have one. */
export function fallbackFor(gameType: string, configured: Fallback | undefined): Fallback {
  if (configured) return configured;
  if (gameType === '') return 'hot';
  if (gameType === 'slot_game') return 'popular';
  if (gameType === 'freeplay') return 'new';
  return 'none';
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
  const res = await fetchHotGames(api, site, o.gameType);
  const list = res.statusCode === 1 ? (res.value ?? []) : [];
  if (list.length === 0) {
    if (o.fallback !== 'none') {
      const games = defaultGames(o.fallback).slice(0, o.limit);
      return { games, total: games.length, complete: true, fallback: o.fallback, providers: tallyProviders(games) };
    }
    if (res.statusCode !== 1) throw new Error(res.statusDetail ?? res.statusMessage ?? 'games unavailable');
    return { games: [], total: 0, complete: true, fallback: null, providers: {} };
  }
  const capped = o.limit ? list.slice(0, o.limit) : list;
  return { games: capped.slice(0, o.initial), total: capped.length, complete: capped.length <= o.initial, fallback: null, providers: tallyProviders(capped) };
}

/** How many games of a list each provider has. */
export function tallyProviders(games: readonly Game[]): Record<string, number> {
  const tally: Record<string, number> = {};
  for (const g of games) tally[g.provider_code] = (tally[g.provider_code] ?? 0) + 1;
  return tally;
}
