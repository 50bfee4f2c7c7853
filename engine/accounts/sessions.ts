/**
 * Operator sessions: a random token in an HttpOnly, SameSite=Strict cookie (Secure over TLS), stored
 * only as its SHA-256; idle and absolute timeouts; a per-session CSRF token for every state change.
 * A CI token (`operator token <name>`) is a session with no CSRF token, presented only as
 * `Authorization: Bearer`, with no idle timeout: a cookie session is never accepted as a bearer
 * token, nor a CI token as a cookie.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Session } from '../store/types.ts';

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
  /** how long a CI token lives */
  tokenMs: number;
}

const MINUTE = 60_000;

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got ${JSON.stringify(value)}`);
  return n;
}

/** OPERATOR_SESSION_IDLE_MINUTES (30), OPERATOR_SESSION_MAX_HOURS (12), OPERATOR_TOKEN_DAYS (90). */
export function sessionPolicyFrom(env: NodeJS.ProcessEnv): SessionPolicy {
  return {
    idleMs: positive(env['OPERATOR_SESSION_IDLE_MINUTES'], 30, 'OPERATOR_SESSION_IDLE_MINUTES') * MINUTE,
    absoluteMs: positive(env['OPERATOR_SESSION_MAX_HOURS'], 12, 'OPERATOR_SESSION_MAX_HOURS') * 60 * MINUTE,
    tokenMs: positive(env['OPERATOR_TOKEN_DAYS'], 90, 'OPERATOR_TOKEN_DAYS') * 24 * 60 * MINUTE,
  };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** A new cookie session: the token goes to the client once, the store keeps its hash. */
export function newSession(account: string, policy: SessionPolicy, now = Date.now()): { token: string; session: Session } {
  const token = newToken();
  const at = new Date(now).toISOString();
  return {
    token,
    session: {
      idHash: hashToken(token),
      account,
      csrfToken: newToken(),
      createdAt: at,
      lastSeenAt: at,
      expiresAt: new Date(now + policy.absoluteMs).toISOString(),
    },
  };
}

/** A CI token: a session without CSRF token (it is sent as a header, which no other site can make a browser send). */
export function newCiToken(account: string, policy: SessionPolicy, now = Date.now()): { token: string; session: Session } {
  const token = `op_${newToken()}`;
  const at = new Date(now).toISOString();
  return {
    token,
    session: { idHash: hashToken(token), account, csrfToken: '', createdAt: at, lastSeenAt: at, expiresAt: new Date(now + policy.tokenMs).toISOString() },
  };
}

export const isCiToken = (session: Session) => session.csrfToken === '';

/** Why a stored session no longer opens anything, or undefined while it is good. */
export function expired(session: Session, policy: SessionPolicy, now = Date.now()): string | undefined {
  if (Date.parse(session.expiresAt) <= now) return 'expired';
  if (!isCiToken(session) && Date.parse(session.lastSeenAt) + policy.idleMs <= now) return 'idle';
  return undefined;
}

/** Touching on every request would write on every request: once a minute keeps the idle clock right enough. */
export const TOUCH_EVERY_MS = MINUTE;

export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** The cookie's name: with Secure, the `__Host-` prefix also pins it to this host and path. */
export const cookieName = (secure: boolean) => (secure ? '__Host-operator_session' : 'operator_session');
export const COOKIE_NAMES = [cookieName(true), cookieName(false)] as const;

export function sessionCookie(token: string, secure: boolean, maxAgeMs: number): string {
  return [
    `${cookieName(secure)}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${Math.floor(maxAgeMs / 1000)}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearedCookie(secure: boolean): string {
  return [`${cookieName(secure)}=`, 'Path=/', 'HttpOnly', 'SameSite=Strict', 'Max-Age=0', ...(secure ? ['Secure'] : [])].join('; ');
}

/** The value of one cookie in a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
