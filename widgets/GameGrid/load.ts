import type { LoadContext } from '../../src/render/types.ts';
import { fallbackFor, loadGameList, type GamesData } from '../_shared/games/game-list.ts';

export { fallbackFor, type GamesData };
import type { GameGridProps } from './schema.ts';

export const DEFAULT_INITIAL = 24;

export function loadGameGrid(props: GameGridProps, ctx: LoadContext): Promise<GamesData> {
  const gameType = props.gameType ?? '';
  return loadGameList(ctx.api, { domain_name: ctx.domain, external_id: ctx.externalId }, {
    gameType,
    limit: props.limit,
    initial: props.initial ?? DEFAULT_INITIAL,
    fallback: fallbackFor(gameType, props.fallback),
  });
}
