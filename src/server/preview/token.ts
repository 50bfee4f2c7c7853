/**
 * The signed preview token (issue 28 "drafts … seen rendered on the real site through a signed
 * preview token"): the operator API issues it (POST /api/drafts/:id/preview), the player server
 * checks it on every preview request. It names a draft, the operator it was issued to, the site it
 * was issued for and when it ends, signed with HMAC-SHA256 under PREVIEW_SECRET: the player server
 * needs no store lookup to refuse a forged, expired or other-site one, so a flood of bad tokens costs
 * one hash each (issue 50: a link works on its own brand's host only).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface PreviewClaims {
  /** the draft's id */
  draft: string;
  /** the operator it was issued to (the audit names them; the preview does not act as them) */
  account: string;
  /** the site's domain it was issued for (casino1.localhost): refused on any other host */
  site: string;
  /** expiry, ms since the epoch */
  exp: number;
  /**
   * the instant the draft is seen as at (ms since the epoch), signed in so that only the operator API
   * sets it (a scheduled publish's time: docs/operators.md "Scheduled publishing"); it wins over the
   * entry's own `at`
   */
  at?: number;
}

/** How long a token lives: the studio asks for a new one before it ends. */
export const PREVIEW_TOKEN_TTL_MS = 30 * 60_000;

/** Longer than any token this module writes: a longer one is refused before any work. */
export const MAX_TOKEN_LENGTH = 600;

const TOKEN = /^([A-Za-z0-9_-]{10,500})\.([A-Za-z0-9_-]{43})$/;

const mac = (payload: string, secret: string): Buffer => createHmac('sha256', secret).update(`preview.${payload}`).digest();

export function signPreviewToken(claims: PreviewClaims, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify({ d: claims.draft, a: claims.account, s: claims.site, e: claims.exp, ...(claims.at !== undefined ? { t: claims.at } : {}) }),
  ).toString('base64url');
  return `${payload}.${mac(payload, secret).toString('base64url')}`;
}

/** The claims of a token this secret signed and that has not expired at `now`; undefined for anything else. */
export function verifyPreviewToken(token: string, secret: string, now: number = Date.now()): PreviewClaims | undefined {
  if (!secret || token.length > MAX_TOKEN_LENGTH) return undefined;
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const [, payload = '', signature = ''] = match;
  const given = Buffer.from(signature, 'base64url');
  const wanted = mac(payload, secret);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { d, a, s, e, t } = value as Record<string, unknown>;
  if (typeof d !== 'string' || typeof a !== 'string' || typeof s !== 'string' || typeof e !== 'number' || !Number.isFinite(e)) return undefined;
  if (t !== undefined && (typeof t !== 'number' || !Number.isFinite(t))) return undefined;
  if (e <= now) return undefined;
  return { draft: d, account: a, site: s, exp: e, ...(t !== undefined ? { at: t } : {}) };
}

/** PREVIEW_SECRET, or undefined when previews are off in this process. */
export function previewSecretFrom(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env['PREVIEW_SECRET']?.trim();
  return raw ? raw : undefined;
}

/**
 * The supervisor's start: without PREVIEW_SECRET it draws one, which the workers it forks and the
 * operator surface in the same process inherit through the environment. Tokens then last until the
 * server restarts; servers sharing a store (Postgres) need one PREVIEW_SECRET set for all of them.
 */
export function ensurePreviewSecret(env: NodeJS.ProcessEnv): void {
  if (!previewSecretFrom(env)) env['PREVIEW_SECRET'] = randomBytes(32).toString('base64url');
}
