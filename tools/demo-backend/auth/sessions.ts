import { randomBytes } from 'node:crypto';
import type { Context } from '../context.ts';
import { asRow, num } from '../db/row.ts';
import { fail, type JsonObject } from '../http/json-response.ts';
import { findUserById, type UserRecord } from '../store/users.ts';

/** 256 random bits, hex: unguessable and safe in headers, URLs and JSON. */
export function createSession(ctx: Context, userId: number): string {
  const token = randomBytes(32).toString('hex');
  const now = ctx.now();
  ctx.sql('INSERT INTO sessions (token, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(token, userId, now, now + ctx.sessionTtlMs);
  return token;
}

export type SessionCheck = { user: UserRecord; failure?: undefined } | { user?: undefined; failure: JsonObject };

/**
 * The §8 session failures, in the order a client can fix them: no token, no account, unknown token,
 * expired token, then a token that belongs to someone else (treated as unknown, to leak nothing).
 */
export function requireSession(ctx: Context, auth: string | undefined, accountId: string | undefined): SessionCheck {
  if (!auth) return { failure: fail('authRequired', 'Field "auth" (the session token) is required') };
  if (!accountId) return { failure: fail('accountIdRequired', 'Field "account_id" is required') };
  const row = ctx.sql('SELECT user_id, expires_at FROM sessions WHERE token = ?').get(auth);
  if (!row) return { failure: fail('invalidAuth', 'Unknown session token') };
  const session = asRow(row);
  if (num(session, 'expires_at') <= ctx.now()) return { failure: fail('sessionExpired', 'Session Expired') };
  const user = findUserById(ctx, num(session, 'user_id'));
  if (!user || user.account_id.toLowerCase() !== accountId.toLowerCase()) {
    return { failure: fail('invalidAuth', 'The session token does not belong to this account') };
  }
  if (user.status !== 'ACTIVE') return { failure: fail(user.status, `Account is ${user.status.toLowerCase()}`) };
  return { user };
}
