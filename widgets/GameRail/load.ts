import { fetchSharedJson } from '../../src/api/shared-json.ts';
import { lobbyViewUrl, readLobbyPage } from '../../src/lib/lobby-view.ts';
import type { LoadContext } from '../../src/render/types.ts';
import { fallbackFor, loadGameList, tallyProviders, type GamesData } from '../_shared/games/game-list.ts';
import type { GameRailProps } from './schema.ts';

/** The rail's games as the page's server cuts them (src/server/player/lobby-view.ts): its first `limit`, a few kB. */
export function railViewUrl(props: GameRailProps, externalId: string): string {
  const { gameType, limit } = props;
  return lobbyViewUrl({ type: gameType, site: externalId, cap: limit, fallback: fallbackFor(gameType, props.fallback), provider: '', q: '', offset: 0, limit });
}

async function fromView(props: GameRailProps, ctx: LoadContext): Promise<GamesData> {
  const page = readLobbyPage(await fetchSharedJson(railViewUrl(props, ctx.externalId)));
  if (!page) throw new Error('the lobby view answered something else');
  return { games: page.games, total: page.total, complete: page.games.length >= page.total, fallback: page.fallback, providers: tallyProviders(page.games) };
}

/**
 * On the server, get_hot_games as the page renders it. In the browser (a client navigation, or its
 * loader run at rest: src/app/platform/after-idle.ts) the rail's few games from the page's server, not
 * the category's whole list (a slots rail is 16 of 1,920 games, 35 kB gz); if that view cannot answer,
 * the whole list from the backend as before, with its §3 default list and §8 error.
 */
export function loadGameRail(props: GameRailProps, ctx: LoadContext): Promise<GamesData> {
  const { gameType, limit } = props;
  const whole = () =>
    loadGameList(
      ctx.api,
      { domain_name: ctx.domain, external_id: ctx.externalId },
      { gameType, limit, initial: limit, fallback: fallbackFor(gameType, props.fallback) },
    );
  if (typeof window === 'undefined') return whole();
  return fromView(props, ctx).catch(whole);
}
