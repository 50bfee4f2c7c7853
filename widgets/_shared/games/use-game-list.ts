import { startTransition, useCallback, useEffect, useState } from 'react';
import type { Game } from '../../../schemas/api/game.ts';
import { useApi } from '../../../src/api/context.tsx';
import { LoaderError } from '../../../src/render/loader-error.ts';
import { loadGameList, type GamesData, type ListOptions } from './game-list.ts';
import { useSiteRef } from './hooks.ts';

export type GameListState =
  | { status: 'error'; retrying: boolean; retry(): void }
  | { status: 'ready'; games: readonly Game[]; total: number; complete: boolean; fallback: GamesData['fallback']; providers: GamesData['providers'] };

/**
 * The list a lobby widget shows: what its loader returned, then — when the server sent only the
 * first screenful — the whole list, fetched once `wanted` (a grid: when the player scrolls towards
 * its end, filters or searches; a rail: at once). A failed load can be retried in place.
 */
export function useGameList(data: GamesData | LoaderError | undefined, options: ListOptions, wanted = true): GameListState {
  const api = useApi();
  const site = useSiteRef();
  const key = `${options.gameType}|${options.limit ?? ''}|${options.fallback}`;
  const [fetched, setFetched] = useState<{ key: string; data: GamesData | LoaderError } | null>(null);
  const [retrying, setRetrying] = useState(false);
  const current = fetched?.key === key ? fetched.data : data;
  const { gameType, limit, fallback } = options;

  const fetchAll = useCallback(
    () =>
      loadGameList(api, site, { gameType, limit, fallback, initial: Number.MAX_SAFE_INTEGER }).then(
        // the rest of a list is never urgent: rendering it (up to thousands of games) yields to input
        (value) => startTransition(() => setFetched({ key, data: value })),
        (error: unknown) => startTransition(() => setFetched({ key, data: new LoaderError(error instanceof Error ? error.message : String(error)) })),
      ),
    [api, site, gameType, limit, fallback, key],
  );

  const needsRest = current !== undefined && !(current instanceof LoaderError) && !current.complete;
  useEffect(() => {
    if (needsRest && wanted) void fetchAll();
  }, [needsRest, wanted, fetchAll]);

  if (current === undefined || current instanceof LoaderError) {
    return {
      status: 'error',
      retrying,
      retry: () => {
        setRetrying(true);
        void fetchAll().finally(() => setRetrying(false));
      },
    };
  }
  return { status: 'ready', games: current.games, total: current.total, complete: current.complete, fallback: current.fallback, providers: current.providers };
}
