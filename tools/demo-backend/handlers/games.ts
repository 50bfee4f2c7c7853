import type { Context } from '../context.ts';
import { asRows, text } from '../db/row.ts';
import { readFields } from '../http/fields.ts';
import { fail, ok, rawJsonResponse } from '../http/json-response.ts';
import { jsonRoute } from '../http/route.ts';
import { resolvePublicSite } from '../store/sites.ts';
import { GAME_TYPES } from '../seed/game-catalogue.ts';

/** The "hot" list (game_type '') is this long, like the production lobby strip. */
export const HOT_LIMIT = 48;

const COLUMNS = 'provider_code, game_code, game_name, game_type, game_image';

function gamesBody(ctx: Context, gameType: string): string {
  const key = `games:${gameType}`;
  const cached = ctx.cache.get(key);
  if (cached) return cached;
  const rows =
    gameType === ''
      ? ctx.sql(`SELECT ${COLUMNS} FROM games ORDER BY hotness DESC, id LIMIT ${HOT_LIMIT}`).all()
      : ctx.sql(`SELECT ${COLUMNS} FROM games WHERE game_type = ? ORDER BY hotness DESC, id`).all(gameType);
  // Rows are rebuilt field by field: libsql adds a _metadata key we must not leak.
  const value = asRows(rows).map((row) => ({
    provider_code: text(row, 'provider_code'),
    game_code: text(row, 'game_code'),
    game_name: text(row, 'game_name'),
    game_type: text(row, 'game_type'),
    game_image: text(row, 'game_image'),
  }));
  const body = JSON.stringify(ok({ value }));
  ctx.cache.set(key, body);
  return body;
}

export const gameRoutes = {
  '/api/product/get_hot_games': jsonRoute((ctx, body) => {
    const { domain_name, external_id, game_type } = readFields(body, { domain_name: 'string', external_id: 'string', game_type: 'string' });
    const lookup = resolvePublicSite(ctx, domain_name, external_id);
    if (lookup.failure) return lookup.failure;
    if (game_type !== '' && !(GAME_TYPES as readonly string[]).includes(game_type)) {
      return fail('invalidGameType', `game_type must be '' (hot) or one of ${GAME_TYPES.join(', ')}`, { value: [] });
    }
    return rawJsonResponse(gamesBody(ctx, game_type));
  }),
};
