import { requireSession } from '../auth/sessions.ts';
import { asRow, asRows, bool, num, text } from '../db/row.ts';
import { readFields } from '../http/fields.ts';
import { fail, ok, type JsonObject } from '../http/json-response.ts';
import { jsonRoute } from '../http/route.ts';

const SESSION = { auth: 'string?', account_id: 'string?' } as const;

export const inboxRoutes = {
  '/api/settings/get_inbox': jsonRoute((ctx, body) => {
    const f = readFields(body, SESSION);
    const session = requireSession(ctx, f.auth, f.account_id);
    if (session.failure) return session.failure;
    const rows = asRows(ctx.sql('SELECT * FROM inbox WHERE user_id = ? ORDER BY created_at DESC, id DESC').all(session.user.id));
    return ok({
      value: rows.map((row) => ({
        inbox_id: num(row, 'id'),
        title: text(row, 'title'),
        content: text(row, 'content'),
        created_at: text(row, 'created_at'),
        is_read: bool(row, 'is_read'),
        claimable: bool(row, 'claimable'),
        claimed: bool(row, 'claimed'),
        reward: num(row, 'reward'),
      })),
    });
  }),

  '/api/settings/claim_inbox': jsonRoute((ctx, body) => {
    const f = readFields(body, { ...SESSION, inbox_id: 'id' });
    const session = requireSession(ctx, f.auth, f.account_id);
    if (session.failure) return session.failure;
    if (!/^\d{1,15}$/.test(f.inbox_id)) return fail('inboxNotFound', `No inbox item "${f.inbox_id}"`);
    const userId = session.user.id;
    // Check and credit in one transaction so a double click cannot pay twice.
    const outcome = ctx.db.transaction((): JsonObject => {
      const found = ctx.sql('SELECT * FROM inbox WHERE id = ? AND user_id = ?').get(Number(f.inbox_id), userId);
      if (!found) return fail('inboxNotFound', `No inbox item "${f.inbox_id}"`);
      const item = asRow(found);
      if (!bool(item, 'claimable')) return fail('notClaimable', 'This message has no reward to claim');
      if (bool(item, 'claimed')) return fail('alreadyClaimed', 'This reward was already claimed');
      const reward = num(item, 'reward');
      ctx.sql('UPDATE inbox SET claimed = 1, is_read = 1 WHERE id = ?').run(num(item, 'id'));
      ctx.sql('UPDATE users SET game_balance = round(game_balance + ?, 3) WHERE id = ?').run(reward, userId);
      const balance = num(asRow(ctx.sql('SELECT game_balance FROM users WHERE id = ?').get(userId)), 'game_balance');
      return ok({ value: { inbox_id: num(item, 'id'), reward, game_balance: balance } });
    })();
    return outcome;
  }),
};
