import type { LoadContext } from '../../src/render/types.ts';
import { fallbackFor, loadGameList, type GamesData } from '../_shared/games/game-list.ts';
import type { GameGridProps } from './schema.ts';

export { fallbackFor, type GamesData };

export function loadGameGrid(props: GameGridProps, ctx: LoadContext): Promise<GamesData> {
  const gameType = props.gameType;
  return loadGameList(
    ctx.api,
    { domain_name: ctx.domain, external_id: ctx.externalId },
    {
      gameType,
      limit: props.limit,
      initial: props.initial,
      fallback: fallbackFor(gameType, props.fallback),
    },
  );
}
