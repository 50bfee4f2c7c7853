import { requireSession } from '../auth/sessions.ts';
import { asRow, asRows, text } from '../db/row.ts';
import { readFields } from '../http/fields.ts';
import { fail, ok } from '../http/json-response.ts';
import { jsonRoute } from '../http/route.ts';

const SESSION = { auth: 'string?', account_id: 'string?' } as const;

export const favouriteRoutes = {
  '/api/home/fav_add': jsonRoute((ctx, body) => {
    const f = readFields(body, { ...SESSION, provider_code: 'string', game_code: 'string', game_name: 'string?', game_type: 'string?', img_url: 'string?' });
    const session = requireSession(ctx, f.auth, f.account_id);
    if (session.failure) return session.failure;
    // Only catalogue games can be favourited: the catalogue, not the client, is the source of names and images.
    const game = ctx.sql('SELECT game_name, game_type, game_image FROM games WHERE provider_code = ? AND game_code = ?').get(f.provider_code, f.game_code);
    if (!game) return fail('gameNotFound', `No game "${f.game_code}" from provider "${f.provider_code}"`);
    const row = asRow(game);
    ctx
      .sql(
        `INSERT INTO favourites (user_id, provider_code, game_code, game_name, game_type, img_url, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (user_id, provider_code, game_code) DO NOTHING`,
      )
      .run(session.user.id, f.provider_code, f.game_code, text(row, 'game_name'), text(row, 'game_type'), text(row, 'game_image'), ctx.now());
    return ok();
  }),

  '/api/home/fav_remove': jsonRoute((ctx, body) => {
    const f = readFields(body, { ...SESSION, provider_code: 'string', game_code: 'string' });
    const session = requireSession(ctx, f.auth, f.account_id);
    if (session.failure) return session.failure;
    const result = ctx
      .sql('DELETE FROM favourites WHERE user_id = ? AND provider_code = ? AND game_code = ?')
      .run(session.user.id, f.provider_code, f.game_code);
    return result.changes > 0 ? ok() : fail('favouriteNotFound', 'That game is not in the favourites');
  }),

  '/api/home/fav_list': jsonRoute((ctx, body) => {
    const f = readFields(body, SESSION);
    const session = requireSession(ctx, f.auth, f.account_id);
    if (session.failure) return { ...session.failure, value: [] };
    const rows = asRows(ctx.sql('SELECT * FROM favourites WHERE user_id = ? ORDER BY created_at DESC, rowid DESC').all(session.user.id));
    return ok({
      value: rows.map((row) => ({
        game_code: text(row, 'game_code'),
        game_name: text(row, 'game_name'),
        game_type: text(row, 'game_type'),
        img_url: text(row, 'img_url'),
        provider_code: text(row, 'provider_code'),
      })),
    });
  }),
};
