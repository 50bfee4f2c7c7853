import { startTransition, useEffect, useMemo, useState, type RefObject } from 'react';
import type { Game } from '../../schemas/api/game.ts';
import { fetchSharedJson } from '../../src/api/shared-json.ts';
import { lobbyViewUrl, readLobbyPage, type LobbyList } from '../../src/lib/lobby-view.ts';
import { useScrolledNear } from './use-scrolled-near.ts';

/** Pages of `initial` games one request brings as the player scrolls an unfiltered list: a few screenfuls, not the category. */
export const PAGES_PER_FETCH = 4;

export interface ListPages {
  /** the first page (the loader's), then every page fetched since, in list order */
  games: readonly Game[];
  /** every game of the list is here */
  complete: boolean;
  /** a page could not be fetched: the grid falls back to the whole list */
  failed: boolean;
  /** a page is on its way */
  loading: boolean;
}

/** The next page's address: from what is shown, `PAGES_PER_FETCH` pages of the grid's size. */
export const nextPageUrl = (list: LobbyList, shown: number, pageSize: number): string =>
  lobbyViewUrl({ ...list, provider: '', q: '', offset: shown, limit: pageSize * PAGES_PER_FETCH });

/**
 * An unfiltered grid's list as the player scrolls it (issue 32): the loader's first page, then the
 * next pages from the page's server (`/__lobby/games`, no provider, no search) each time the end of
 * what is shown nears (`end`, while `active`), never the whole category in one answer. A page is appended only
 * where it belongs (its offset is the count shown), so a late answer for a list left behind adds nothing.
 */
export function useListPages(options: {
  list: LobbyList;
  first: readonly Game[];
  total: number;
  pageSize: number;
  end: RefObject<Element | null>;
  active: boolean;
}): ListPages {
  const { list, first, total, pageSize, end, active } = options;
  const key = lobbyViewUrl({ ...list, provider: '', q: '', offset: 0, limit: pageSize });
  const [more, setMore] = useState<{ key: string; games: readonly Game[]; failed: boolean } | null>(null);
  const own = more?.key === key ? more : null;
  const games = useMemo(() => (own && own.games.length > 0 ? [...first, ...own.games] : first), [first, own]);
  const complete = games.length >= total;
  const failed = own?.failed === true;
  const wanted = useScrolledNear(end, active && !complete && !failed, games.length);
  const next = wanted && !complete && !failed ? nextPageUrl(list, games.length, pageSize) : null;
  const offset = games.length - first.length;

  useEffect(() => {
    if (!next) return;
    let live = true;
    const fail = () => live && setMore((prev) => ({ key, games: prev?.key === key ? prev.games : [], failed: true }));
    fetchSharedJson(next).then((value) => {
      const page = readLobbyPage(value);
      if (!live) return;
      if (!page || page.games.length === 0) return fail();
      // rendering a few screenfuls more yields to input
      startTransition(() =>
        setMore((prev) => {
          const had = prev?.key === key ? prev.games : [];
          return had.length === offset ? { key, games: [...had, ...page.games], failed: false } : prev;
        }),
      );
    }, fail);
    return () => {
      live = false;
    };
  }, [next, key, offset]);

  return { games, complete, failed, loading: next !== null };
}
