import { randomBytes } from 'node:crypto';
import type { Context } from '../context.ts';
import { asRow, num } from '../db/row.ts';
import { fail, type JsonObject } from '../http/json-response.ts';
import { findSiteByDomain } from '../store/sites.ts';
import { findUserById, type UserRecord } from '../store/users.ts';

/** A session opened with a password-reset code may set a new password without the old one, for this long. */
export const RECOVERY_WINDOW_MS = 15 * 60_000;

/** 256 random bits, hex: unguessable and safe in headers, URLs and JSON. */
export function createSession(ctx: Context, userId: number, recovery = false): string {
  const token = randomBytes(32).toString('hex');
  const now = ctx.now();
  ctx
    .sql('INSERT INTO sessions (token, user_id, created_at, expires_at, recovery) VALUES (?, ?, ?, ?, ?)')
    .run(token, userId, now, now + ctx.sessionTtlMs, recovery ? 1 : 0);
  return token;
}

/** Server-side logout: the token is gone, whatever the browser still holds. */
export function revokeSession(ctx: Context, token: string): void {
  ctx.sql('DELETE FROM sessions WHERE token = ?').run(token);
}

export type SessionCheck = { user: UserRecord; recovery: boolean; failure?: undefined } | { user?: undefined; recovery?: undefined; failure: JsonObject };

/**
 * The §8 session failures, in the order a client can fix them: no token, no account, unknown token,
 * expired token, then a token that belongs to someone else or to another site (treated as unknown,
 * to leak nothing). A token works only on the site that issued it: the request's host must name
 * the player's site.
 */
export function requireSession(ctx: Context, auth: string | undefined, accountId: string | undefined): SessionCheck {
  if (!auth) return { failure: fail('authRequired', 'Field "auth" (the session token) is required') };
  if (!accountId) return { failure: fail('accountIdRequired', 'Field "account_id" is required') };
  const row = ctx.sql('SELECT user_id, expires_at, created_at, recovery FROM sessions WHERE token = ?').get(auth);
  if (!row) return { failure: fail('invalidAuth', 'Unknown session token') };
  const session = asRow(row);
  if (num(session, 'expires_at') <= ctx.now()) return { failure: fail('sessionExpired', 'Session Expired') };
  const user = findUserById(ctx, num(session, 'user_id'));
  if (!user || user.account_id.toLowerCase() !== accountId.toLowerCase()) {
    return { failure: fail('invalidAuth', 'The session token does not belong to this account') };
  }
  if (findSiteByDomain(ctx, ctx.client.host)?.id !== user.site_id) {
    return { failure: fail('invalidAuth', 'The session token was not issued by this site') };
  }
  if (user.status !== 'ACTIVE') return { failure: fail(user.status, `Account is ${user.status.toLowerCase()}`) };
  const recovery = num(session, 'recovery') === 1 && ctx.now() - num(session, 'created_at') < RECOVERY_WINDOW_MS;
  return { user, recovery };
}
