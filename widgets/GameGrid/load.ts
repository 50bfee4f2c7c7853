import { fetchSharedJson } from '../../src/api/shared-json.ts';
import { categoryCounts, firstPagesUrl, readFirstPages, type LobbyList } from '../../src/lib/lobby-view.ts';
import type { LoadContext } from '../../src/render/types.ts';
import { fallbackFor, loadGameList, type GamesData } from '../_shared/games/game-list.ts';
import type { GameGridProps } from './schema.ts';

export { fallbackFor };

/**
 * A grid's data: its list, and the backend's game count per provider of its category (startup's
 * provider_count, which the page does not carry: docs/performance.md), for the provider chips.
 */
export interface GridData extends GamesData {
  counts: Record<string, number>;
}

/** The list a grid shows, as the lobby views name it (src/lib/lobby-view.ts). */
export const lobbyListOf = (props: GameGridProps, externalId: string): LobbyList => ({
  type: props.gameType,
  site: externalId,
  cap: props.limit,
  fallback: fallbackFor(props.gameType, props.fallback),
});

/** The grid's data from the first pages view: its first screenful, the whole list's length and its tally per provider. */
async function fromFirstPages(props: GameGridProps, ctx: LoadContext): Promise<GridData> {
  const firsts = readFirstPages(await fetchSharedJson(firstPagesUrl(lobbyListOf(props, ctx.externalId), props.initial)));
  if (!firsts) throw new Error('the lobby view answered something else');
  const { all, pages, fallback, counts } = firsts;
  const providers = Object.fromEntries(Object.entries(pages).map(([code, page]) => [code, page.total]));
  return { games: all.games, total: all.total, complete: all.games.length >= all.total, fallback, providers, counts };
}

/**
 * On the server, get_hot_games as the page renders it. In the browser (a grid coming alive, or a
 * client navigation) the page's server cuts the first screenful from it (a few kB, and prefetched
 * after idle, so a grid woken by a tap waits for no network); if that view cannot answer, the whole
 * list from the backend as before, with its §3 default list and §8 error.
 */
export function loadGameGrid(props: GameGridProps, ctx: LoadContext): Promise<GridData> {
  // the server has the whole startup record; a browser falling back to the whole list asks for it
  const providerCount = () =>
    ctx.providerCount ??
    ctx.api.startup(ctx.domain).then(
      (s) => s.provider_count,
      () => undefined,
    );
  const whole = async (): Promise<GridData> => {
    const [list, count] = await Promise.all([
      loadGameList(
        ctx.api,
        { domain_name: ctx.domain, external_id: ctx.externalId },
        { gameType: props.gameType, limit: props.limit, initial: props.initial, fallback: fallbackFor(props.gameType, props.fallback) },
      ),
      providerCount(),
    ]);
    return { ...list, counts: categoryCounts(count, props.gameType) };
  };
  if (typeof window === 'undefined') return whole();
  return fromFirstPages(props, ctx).catch(whole);
}
