import type { LoadContext } from '../../src/render/types.ts';
import { fallbackFor, loadGameList, type GamesData } from '../_shared/games/game-list.ts';
import type { GameRailProps } from './schema.ts';

export const DEFAULT_RAIL_LIMIT = 16;

export function loadGameRail(props: GameRailProps, ctx: LoadContext): Promise<GamesData> {
  const gameType = props.gameType ?? '';
  const limit = props.limit ?? DEFAULT_RAIL_LIMIT;
  return loadGameList(ctx.api, { domain_name: ctx.domain, external_id: ctx.externalId }, { gameType, limit, initial: limit, fallback: fallbackFor(gameType, props.fallback) });
}
