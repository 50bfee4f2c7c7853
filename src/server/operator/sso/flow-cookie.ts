/**
 * What one sign-on keeps between the redirect to the IdP and the way back: its state, nonce and PKCE
 * verifier, in a cookie only this server can have written (HMAC-SHA256 under a key derived from the
 * client secret, so every server of a fleet reads it), HttpOnly, SameSite=Lax (the IdP's redirect back
 * is a cross-site navigation a Strict cookie would miss), on /api/sso/ only, for ten minutes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readCookie } from '../../../../engine/accounts/sessions.ts';

export interface SsoFlow {
  state: string;
  nonce: string;
  verifier: string;
  /** the redirect_uri the authorization request named: the code exchange must name the same */
  redirectUri: string;
}

export const FLOW_MAX_AGE_MS = 10 * 60_000;
const PATH = '/api/sso/';
const MAX_COOKIE = 2_000;

/** With Secure, the `__Secure-` prefix: no plain-http page of the host can set it. */
const cookieName = (secure: boolean) => (secure ? '__Secure-operator_sso' : 'operator_sso');

/** The signing key: never the client secret itself. */
export const flowKey = (clientSecret: string): Buffer => createHmac('sha256', clientSecret).update('operator single sign-on flow cookie').digest();

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function flowCookie(flow: SsoFlow, key: Buffer, secure: boolean, now: number): string {
  const payload = Buffer.from(JSON.stringify({ ...flow, expires: now + FLOW_MAX_AGE_MS })).toString('base64url');
  return [
    `${cookieName(secure)}=${payload}.${sign(key, payload)}`,
    `Path=${PATH}`,
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${FLOW_MAX_AGE_MS / 1000}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearedFlowCookie(secure: boolean): string {
  return [`${cookieName(secure)}=`, `Path=${PATH}`, 'HttpOnly', 'SameSite=Lax', 'Max-Age=0', ...(secure ? ['Secure'] : [])].join('; ');
}

const text = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length < 500;

/** The flow this browser started, or why there is none to finish: no cookie, a forged or altered one, or an old one. */
export function readFlow(cookieHeader: string | undefined, key: Buffer, secure: boolean, now: number): SsoFlow | 'missing' | 'forged' | 'expired' {
  const raw = readCookie(cookieHeader, cookieName(secure));
  if (!raw) return 'missing';
  const [payload, mac, extra] = raw.slice(0, MAX_COOKIE).split('.');
  if (!payload || !mac || extra !== undefined) return 'forged';
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged';
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return 'forged';
  }
  if (typeof value !== 'object' || value === null) return 'forged';
  const { state, nonce, verifier, redirectUri, expires } = value as Record<string, unknown>;
  if (!text(state) || !text(nonce) || !text(verifier) || !text(redirectUri) || typeof expires !== 'number') return 'forged';
  if (expires <= now) return 'expired';
  return { state, nonce, verifier, redirectUri };
}
