import type { LoadContext } from '../../src/render/types.ts';
import { fallbackFor, loadGameList, type GamesData } from '../_shared/games/game-list.ts';
import type { GameRailProps } from './schema.ts';

export function loadGameRail(props: GameRailProps, ctx: LoadContext): Promise<GamesData> {
  const gameType = props.gameType;
  const limit = props.limit;
  return loadGameList(
    ctx.api,
    { domain_name: ctx.domain, external_id: ctx.externalId },
    { gameType, limit, initial: limit, fallback: fallbackFor(gameType, props.fallback) },
  );
}
