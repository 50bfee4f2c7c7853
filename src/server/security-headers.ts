import { randomBytes } from 'node:crypto';

/** Random bytes drawn in batches: one call into the CSPRNG per 512 nonces instead of one per response. */
const NONCE_BYTES = 16;
let random = Buffer.alloc(0);
let used = 0;

/** A fresh nonce per response: scripts without it do not run. Each nonce's bytes are used once. */
export function newNonce(): string {
  if (used + NONCE_BYTES > random.length) {
    random = randomBytes(NONCE_BYTES * 512);
    used = 0;
  }
  used += NONCE_BYTES;
  return random.toString('base64', used - NONCE_BYTES, used);
}

/**
 * Strict CSP (issue 11): scripts only by nonce, and what those load ('strict-dynamic'); no eval,
 * no inline scripts without the nonce. Styles may be inline (React's hoisted <style> tags).
 * FRAME_ANCESTORS is the operator's choice of who may frame the site.
 */
export function securityHeaders(nonce: string, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const frameAncestors = env.FRAME_ANCESTORS?.trim() || "'self'";
  const csp = [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self' https:",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  };
}

/**
 * For what is data, never a page (API answers, JSON, SVG): nothing it names may load or run, and the
 * browser must not guess another type. An SVG opened directly cannot run its scripts.
 */
export const DATA_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
};

/** One year, subdomains included: sent only on requests that came over TLS (never on plain http). */
export const HSTS = 'max-age=31536000; includeSubDomains';
