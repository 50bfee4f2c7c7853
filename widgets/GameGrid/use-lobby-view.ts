import { startTransition, useEffect, useMemo, useState } from 'react';
import type { Game } from '../../schemas/api/game.ts';
import { fetchSharedJson, peekSharedJson } from '../../src/api/shared-json.ts';
import { filterGames, isFiltering, type LobbyFilter } from '../../src/lib/game-filter.ts';
import { firstPagesUrl, lobbyViewUrl, readFirstPages, readLobbyPage, type LobbyList, type LobbyPage } from '../../src/lib/lobby-view.ts';

export type LobbyViewState =
  /** no filter: the grid shows its list */
  | { status: 'off' }
  /** the games that match, all of them or the first pages of them (`total` in all) */
  | { status: 'ready'; games: readonly Game[]; total: number; fallback: LobbyPage['fallback'] }
  /** asked the server; the grid keeps what it showed, dimmed */
  | { status: 'pending' }
  /** the server's view failed: the grid filters the whole list itself (fetched as before the views) */
  | { status: 'failed' };

export interface ViewInputs {
  filter: LobbyFilter;
  list: LobbyList;
  /** the grid's page size (`initial`): the server's first page, the same before and after a filter */
  pageSize: number;
  /** the whole list when it is in the browser: then filtering is local */
  whole: readonly Game[] | null;
  /** the player nears the end of what is shown: the rest of the matches is fetched */
  wantRest: boolean;
}

/** The first page of a filter from what is already in memory: the view itself, or (a provider chosen, no search) the prefetched first pages. */
function pageInMemory(url: string, inputs: ViewInputs): LobbyPage | null {
  const page = readLobbyPage(peekSharedJson(url));
  if (page) return page;
  if (inputs.filter.q.trim() !== '' || inputs.filter.provider === '') return null;
  const firsts = readFirstPages(peekSharedJson(firstPagesUrl(inputs.list, inputs.pageSize)));
  if (!firsts) return null;
  // a provider the list does not have matches nothing
  const own = firsts.pages[inputs.filter.provider] ?? { games: [], total: 0 };
  return { ...own, offset: 0, fallback: firsts.fallback };
}

/**
 * Starts the request for a filter's first page when the grid will need it, from the tap's own handler: the
 * round trip runs while the grid draws the pressed chip, not from the effect after the grid's deferred render.
 * The effect below finds the same request in flight (src/api/shared-json.ts shares it).
 */
export function askView(inputs: Omit<ViewInputs, 'wantRest'>): void {
  if (!isFiltering(inputs.filter) || inputs.whole) return;
  const url = lobbyViewUrl({ ...inputs.list, ...inputs.filter, offset: 0, limit: inputs.pageSize });
  if (pageInMemory(url, { ...inputs, wantRest: false })) return;
  // a failure is the effect's to see: it asks again and says so
  fetchSharedJson(url).catch(() => {});
}

/**
 * What a filtered grid shows (issue 32): the whole list filtered in memory when it is here; else a
 * page of the server's view (src/lib/lobby-view.ts) — from memory at once when it was prefetched
 * after idle or asked before, else asked now (pending until it comes) — and the rest of the matches
 * as the player scrolls towards them. Never the whole catalogue for a chip or a search.
 */
export function useLobbyView(inputs: ViewInputs): LobbyViewState {
  const { filter, list, pageSize, whole, wantRest } = inputs;
  const filtering = isFiltering(filter);
  const url = lobbyViewUrl({ ...list, ...filter, offset: 0, limit: pageSize });
  const [asked, setAsked] = useState<{ url: string; page: LobbyPage | null } | null>(null);
  const [rest, setRest] = useState<{ url: string; games: readonly Game[] } | null>(null);
  const local = useMemo(() => (filtering && whole ? filterGames(whole, filter) : null), [filtering, whole, filter]);
  const first = filtering && !local ? (asked?.url === url ? asked.page : pageInMemory(url, inputs)) : null;
  const failed = filtering && !local && asked?.url === url && asked.page === null;

  useEffect(() => {
    if (!filtering || local || first || failed) return;
    let live = true;
    fetchSharedJson(url).then(
      (value) => live && setAsked({ url, page: readLobbyPage(value) }),
      () => live && setAsked({ url, page: null }),
    );
    return () => {
      live = false;
    };
  }, [filtering, local, first, failed, url]);

  const shown = first?.games.length ?? 0;
  const restUrl =
    first && rest?.url !== url && wantRest && shown < first.total ? lobbyViewUrl({ ...list, ...filter, offset: shown, limit: first.total - shown }) : null;
  useEffect(() => {
    if (!restUrl) return;
    let live = true;
    fetchSharedJson(restUrl).then(
      (value) => {
        const page = readLobbyPage(value);
        // the rest is never urgent: rendering hundreds of games yields to input
        if (live && page) startTransition(() => setRest({ url, games: page.games }));
      },
      // the first page stays; the next render that wants the rest asks again
      () => {},
    );
    return () => {
      live = false;
    };
  }, [restUrl, url]);

  if (!filtering) return { status: 'off' };
  if (local) return { status: 'ready', games: local, total: local.length, fallback: null };
  if (failed) return { status: 'failed' };
  if (!first) return { status: 'pending' };
  const games = rest?.url === url ? [...first.games, ...rest.games] : first.games;
  return { status: 'ready', games, total: first.total, fallback: first.fallback };
}
