import type { Game } from '../../schemas/api/game.ts';
import type { LoadContext } from '../../src/render/types.ts';
import type { GameGridProps } from './schema.ts';

export interface GameGridData {
  games: Game[];
  total: number;
}

export async function loadGameGrid(props: GameGridProps, ctx: LoadContext): Promise<GameGridData> {
  const res = await ctx.api.getHotGames({ domain_name: ctx.domain, external_id: ctx.externalId }, props.gameType ?? '');
  if (res.statusCode !== 1) throw new Error(res.statusDetail ?? res.statusMessage ?? 'games unavailable');
  const all = res.value ?? [];
  return { games: all.slice(0, props.limit ?? 24), total: all.length };
}
