import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { fetchSharedJson } from '../../src/api/shared-json.ts';
import { isFiltering } from '../../src/lib/game-filter.ts';
import { firstPagesUrl, type LobbyList } from '../../src/lib/lobby-view.ts';
import { useSearchParams } from 'react-router';
import { Link } from '../../src/i18n/links.tsx';
import type { Game } from '../../schemas/api/game.ts';
import { useT } from '../../src/i18n/IntlContext.tsx';
import { categoryOf } from '../../src/lib/categories.ts';
import { LoaderError } from '../../src/render/loader-error.ts';
import { WAKE_MARK } from '../../src/render/wake-mark.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { useSite } from '../../src/state/site-context.tsx';
import { EMPTY_FILTER, filterGames, providerOptions, readFilter, withFilter, type LobbyFilter } from './filter.ts';
import { GameTile } from '../_shared/games/GameTile.tsx';
import { useFavourites, useGameLauncher, useMounted, gameKey } from '../_shared/games/hooks.ts';
import { fallbackFor, lobbyListOf, type GridData } from './load.ts';
import { ProviderFilter } from './ProviderFilter.tsx';
import type { GameGridProps } from './schema.ts';
import { loadVirtualRows, TileList } from './TileList.tsx';
import { useGameList } from '../_shared/games/use-game-list.ts';
import { useScrolledNear } from './use-scrolled-near.ts';
import { afterFrame } from '../../src/lib/after-frame.ts';
import { askView, useLobbyView } from './use-lobby-view.ts';
import { useListPages } from './use-list-pages.ts';

/** How long typing waits before the URL follows the search box. */
const URL_WRITE_DELAY_MS = 300;
const NO_PROVIDERS: Record<string, number> = {};
const NO_GAMES: readonly Game[] = [];

/** The filter lives in the URL; written with replaceState so typing neither adds history nor re-runs the page's loaders. */
function useUrlFilter(enabled: boolean): [LobbyFilter, (next: LobbyFilter) => void] {
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<LobbyFilter>(() => (enabled ? readFilter(params) : EMPTY_FILTER));
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const update = useCallback((next: LobbyFilter) => {
    setFilter(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      window.history.replaceState(window.history.state, '', withFilter(window.location.href, next));
    }, URL_WRITE_DELAY_MS);
  }, []);
  return [filter, update];
}

export default function GameGrid({ props, data, className }: WidgetComponentProps<GameGridProps, GridData>) {
  const t = useT();
  const { startup } = useSite();
  const headingId = useId();
  const gameType = props.gameType;
  const category = categoryOf(gameType);
  const shape = props.tile;
  // `filter` is what the chips and the search box show, at once; the grid follows it (`shownFilter`) in a
  // render of its own right after the frame that shows the chip pressed. Not a deferred (transition)
  // render: that one waited behind the hydration of the page's other widgets, a tap in the page's first
  // seconds 0.2 s longer (docs/performance.md, issue 51)
  const [filter, setUrlFilter] = useUrlFilter(props.filter === true);
  const [shownFilter, setShownFilter] = useState(filter);
  // the first tiles' images load with the page (`eagerImages`: a category page's largest paint, README.md); once the
  // player filters, none is eager: a kept tile moved up among the first would have its image flip from lazy to eager in
  // the filter's commit, which starts its load there and then (a throttled phone's settled tap: 77 ms of a 218 ms task, issue 51)
  const [filtered, setFiltered] = useState(false);
  const drawing = useRef<() => void>(() => {});
  useEffect(() => () => drawing.current(), []);
  const end = useRef<HTMLDivElement>(null);
  const partial = data !== undefined && !(data instanceof LoaderError) && !data.complete;
  const searching = isFiltering(shownFilter);
  // a filtered grid nears the end of its first page of matches: the rest of them
  const scrolledNear = useScrolledNear(end, searching);
  const fallback = fallbackFor(gameType, props.fallback);
  // the server's view failed: the whole list is fetched and filtered here, as before the views
  const [wantWhole, setWantWhole] = useState(false);
  const list = useGameList(data, { gameType, limit: props.limit, initial: props.initial, fallback }, wantWhole);
  const externalId = startup.site.external_id;
  const lobby = useMemo<LobbyList>(() => lobbyListOf(props, externalId), [props, externalId]);
  const ready = list.status === 'ready' ? list : null;
  // unfiltered, the list comes a few pages at a time as the player scrolls (use-list-pages.ts)
  const pages = useListPages({
    list: lobby,
    first: ready?.games ?? NO_GAMES,
    total: ready?.total ?? 0,
    pageSize: props.initial,
    end,
    active: partial && ready !== null && !ready.complete && !searching && !wantWhole,
  });
  const whole = ready ? (ready.complete ? ready.games : pages.complete ? pages.games : null) : null;
  const view = useLobbyView({ filter: shownFilter, list: lobby, pageSize: props.initial, whole, wantRest: scrolledNear });
  const setFilter = useCallback(
    (next: LobbyFilter) => {
      askView({ filter: next, list: lobby, pageSize: props.initial, whole });
      setUrlFilter(next);
      drawing.current();
      // in that task, at once: a render the scheduler queued would again wait behind other widgets' work
      drawing.current = afterFrame(() =>
        flushSync(() => {
          setFiltered(true);
          setShownFilter(next);
        }),
      );
    },
    [lobby, props.initial, whole, setUrlFilter],
  );
  useEffect(() => {
    if (view.status === 'failed' || pages.failed) setWantWhole(true);
  }, [view.status, pages.failed]);
  const fetchingRest = pages.loading || (partial && ready !== null && !ready.complete && wantWhole);
  useEffect(() => {
    // the rest of a category is more than a screenful: the virtualiser's code comes beside the list
    if (fetchingRest) loadVirtualRows().catch(() => {});
  }, [fetchingRest]);
  const firstPages = props.filter && partial ? firstPagesUrl(lobby, props.initial) : undefined;
  useEffect(() => {
    // a grid that came alive (or a client navigation's): a provider chip answers from memory, as after the page's idle prefetch
    if (!firstPages) return;
    const prefetch = () => void fetchSharedJson(firstPages, { priority: 'low' }).catch(() => {});
    if (typeof window.requestIdleCallback !== 'function') {
      const id = window.setTimeout(prefetch, 1);
      return () => window.clearTimeout(id);
    }
    const id = window.requestIdleCallback(prefetch, { timeout: 3_000 });
    return () => window.cancelIdleCallback(id);
  }, [firstPages]);
  const launch = useGameLauncher();
  const favourites = useFavourites();

  const games = ready ? (ready.complete ? ready.games : pages.games) : NO_GAMES;
  // the server renders a filtered URL from the first screenful it has (the browser asks for the view once the grid is alive);
  // the render that hydrates draws exactly that, or React throws the server's HTML away (#418 on a reload of a filtered URL)
  const server = !useMounted();
  const locally = useMemo(
    () => (view.status === 'failed' || (server && view.status === 'pending') ? filterGames(games, shownFilter) : games),
    [view.status, server, games, shownFilter],
  );
  // while the server's answer is on its way the matches among the games the grid already has show at
  // once (its page starts with them: the view keeps the list's order), so a search answers as the player
  // types, not a round trip later; none there, the grid keeps what it showed, dimmed. A grid that starts
  // filtered (the URL's) shows what the server drew: the matches among its first screenful
  const lastShown = useRef<readonly Game[] | null>(null);
  const pending = view.status === 'pending' && !server;
  const early = useMemo(() => (pending ? filterGames(games, shownFilter) : NO_GAMES), [pending, games, shownFilter]);
  const kept = pending && early.length === 0 ? lastShown.current : null;
  const stale = kept !== null;
  const shown = view.status === 'ready' ? view.games : pending ? (kept ?? early) : locally;
  useEffect(() => {
    lastShown.current = shown;
  }, [shown]);
  const matches = view.status === 'ready' ? view.total : shown.length;
  const complete = view.status === 'ready' ? view.games.length >= view.total : ready !== null && (ready.complete || pages.complete);
  const tally = list.status === 'ready' ? list.providers : NO_PROVIDERS;
  const counts = data === undefined || data instanceof LoaderError ? NO_PROVIDERS : data.counts;
  const providers = useMemo(() => providerOptions(tally, counts), [tally, counts]);
  const fallbackNote = list.status === 'ready' && (list.fallback !== null || (view.status === 'ready' && view.fallback !== null));
  const title = props.title ? t(props.title) : null;

  const { isFavourite, loginHref, toggle } = favourites;
  // stable across a filter's urgent render, so the tile list is not drawn again until the grid's own render
  const renderTile = useCallback(
    (game: Game, width: number, index: number) => (
      <GameTile
        key={gameKey(game)}
        game={game}
        shape={shape}
        width={width}
        showProvider={props.showProvider}
        eager={!filtered && index < props.eagerImages}
        favourite={isFavourite(game)}
        onLaunch={launch}
        loginHref={loginHref}
        onFavourite={toggle}
      />
    ),
    [shape, props.showProvider, props.eagerImages, filtered, isFavourite, launch, loginHref, toggle],
  );

  let body;
  if (list.status === 'error') {
    body = (
      <div className="w-gamegrid__state" role="alert">
        <p>{t('ui.gamesUnavailable')}</p>
        <button type="button" className="btn btn--ghost" onClick={list.retry} disabled={list.retrying}>
          {t('ui.lobby.retry')}
        </button>
      </div>
    );
  } else if (games.length === 0) {
    body = <p className="w-gamegrid__state">{t('ui.noGames')}</p>;
  } else if (shown.length === 0 && !complete) {
    body = (
      <p className="w-gamegrid__state" role="status">
        {t('ui.lobby.loadingMore')}
      </p>
    );
  } else if (shown.length === 0) {
    body = (
      <div className="w-gamegrid__state">
        <p>{t('ui.lobby.noMatches')}</p>
        <button type="button" className="btn btn--ghost" onClick={() => setFilter(EMPTY_FILTER)}>
          {t('ui.lobby.clearFilters')}
        </button>
      </div>
    );
  } else {
    body = (
      <TileList
        games={shown}
        initial={props.initial}
        className={`w-gamegrid__list w-gamegrid__list--${shape}${stale ? ' w-gamegrid__list--pending' : ''}`}
        renderTile={renderTile}
      />
    );
  }

  return (
    <section
      className={`w-gamegrid w-gamegrid--${shape} ${className}`}
      aria-labelledby={title ? headingId : undefined}
      aria-busy={pending || undefined}
      data-game-type={gameType}
      // the after-idle code fetches it (src/app/platform/after-idle.ts): a chip tapped on the server's HTML answers from memory
      data-idle-fetch={firstPages}
    >
      {title || (props.more && category) ? (
        <div className="w-gamegrid__head">
          {title ? (
            <h2 id={headingId} className="w-gamegrid__title">
              {title}
            </h2>
          ) : null}
          {props.more && category ? (
            <Link className="w-gamegrid__more" to={category.route}>
              {t('ui.lobby.seeAll')}
            </Link>
          ) : null}
        </div>
      ) : null}
      {props.filter && list.status === 'ready' && games.length > 0 ? (
        <ProviderFilter providers={providers} value={filter} onChange={setFilter} settling={filter !== shownFilter || pending} />
      ) : null}
      {fallbackNote ? (
        <p className="w-gamegrid__note" role="status">
          {t('ui.lobby.fallbackNote')}
        </p>
      ) : null}
      {body}
      {pending ? <span className="w-gamegrid__busy" aria-hidden="true" /> : null}
      {/* until the player scrolls towards here or touches the grid, its server HTML is all it needs */}
      <div ref={end} aria-hidden="true" {...{ [WAKE_MARK]: '' }} />
      {props.filter && list.status === 'ready' ? (
        <p className="visually-hidden" aria-live="polite">
          {searching && !pending ? t('ui.lobby.resultCount', { count: matches }) : ''}
        </p>
      ) : null}
    </section>
  );
}
