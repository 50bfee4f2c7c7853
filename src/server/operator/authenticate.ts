/**
 * Who is calling: an operator's session cookie, or a CI token or a named API token as
 * `Authorization: Bearer`. Anything else (no credential, a player's token or cookie, an expired or
 * forged one, a disabled account) is 401; a state change by cookie without the session's CSRF token, or from another origin, is 403.
 */
import type { IncomingMessage } from 'node:http';
import type { Caller, OperatorContext, OperatorDeps } from './context.ts';
import { apiTokenCaller } from './api-token-caller.ts';
import { OperatorError } from './http.ts';
import { hostNameOf } from './allowed-hosts.ts';
import { COOKIE_NAMES, expired, hashToken, isCiToken, readCookie, sameToken, TOUCH_EVERY_MS } from '../../../engine/accounts/sessions.ts';

const unauthenticated = (message: string) => new OperatorError(401, 'unauthenticated', message);

export const CSRF_HEADER = 'x-csrf-token';

/** The request brings something that may be an operator credential (a bearer token or a session cookie). */
export function hasCredential(req: IncomingMessage): boolean {
  return req.headers.authorization !== undefined || COOKIE_NAMES.some((name) => Boolean(readCookie(req.headers.cookie, name)));
}

/** `audit`: the request's audit entry, which a refused named API token fills in (api-token-caller.ts). */
export async function authenticate(req: IncomingMessage, deps: OperatorDeps, audit?: OperatorContext['audit']): Promise<Caller> {
  const { backend } = deps.store;
  const authorization = req.headers.authorization;
  const bearer = authorization && /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  if (authorization && !bearer) throw unauthenticated('only an operator token is accepted as Authorization (Bearer)');
  const cookie = COOKIE_NAMES.map((name) => readCookie(req.headers.cookie, name)).find(Boolean);
  const token = bearer ?? cookie;
  if (!token) throw unauthenticated('log in first (POST /api/login), or send an operator token');
  if (token.length > 200) throw unauthenticated('not an operator session');
  const session = await backend.session(hashToken(token));
  if (!session && bearer) {
    const byToken = await apiTokenCaller(hashToken(token), deps, audit);
    if (byToken) return byToken;
  }
  // a cookie's token is never accepted as a bearer token, nor a CI token as a cookie
  if (!session || isCiToken(session) !== Boolean(bearer)) throw unauthenticated('not an operator session (expired, logged out, or not an operator credential)');
  const now = deps.now();
  const why = expired(session, deps.sessions, now);
  if (why) {
    await backend.deleteSession(session.idHash);
    throw unauthenticated(why === 'idle' ? 'the session was idle too long: log in again' : 'the session expired: log in again');
  }
  const account = await backend.account(session.account);
  if (!account || account.disabled) throw unauthenticated('this account is disabled');
  if (now - Date.parse(session.lastSeenAt) >= Math.min(TOUCH_EVERY_MS, deps.sessions.idleMs / 4))
    await backend.touchSession(session.idHash, new Date(now).toISOString());
  return { account, session, via: bearer ? 'bearer' : 'cookie' };
}

/**
 * A browser on another site cannot read the CSRF token, so it cannot send the header; Origin and
 * Sec-Fetch-Site refuse a cross-site request even before that; an Origin must also be one of the
 * port's OPERATOR_HOSTS. A client with no Origin (curl, CI) is
 * judged by the token alone.
 */
export function checkOrigin(req: IncomingMessage, host: string, allowedHosts: ReadonlySet<string>): void {
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site') throw new OperatorError(403, 'crossOrigin', 'a cross-site request is refused');
  const origin = req.headers.origin;
  if (origin === undefined) return;
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    throw new OperatorError(403, 'crossOrigin', 'the Origin header is not an origin');
  }
  if (originHost !== host.toLowerCase() || !allowedHosts.has(hostNameOf(originHost)))
    throw new OperatorError(403, 'crossOrigin', `a request from ${origin.slice(0, 100)} is refused`);
}

export function checkCsrf(req: IncomingMessage, caller: Caller): void {
  if (caller.via === 'bearer') return;
  const sent = req.headers[CSRF_HEADER];
  if (typeof sent !== 'string' || !sameToken(sent, caller.session.csrfToken))
    throw new OperatorError(
      403,
      'csrf',
      `a state change needs the session's CSRF token in the ${CSRF_HEADER} header (returned by POST /api/login and GET /api/session)`,
    );
}
