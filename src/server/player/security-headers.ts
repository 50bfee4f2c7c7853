import { randomBytes } from 'node:crypto';
import type { SealScript } from '../../config/seal-script.ts';

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

/** CSP's host-char (ALPHA / DIGIT / "-") in dot-separated labels: the URL parser alone admits `;` in a host. */
const CSP_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;

/**
 * An operator's list of extra origins (IMG_ORIGINS, FRAME_ORIGINS): space- or comma-separated
 * `https://host[:port]` origins, optionally with a `*.` subdomain wildcard. Each entry is read by the
 * URL parser and written back from what it parsed; an entry that is not an origin (a path, a scheme
 * alone, a `;` that would start another directive) is left out, so no value widens the policy beyond
 * the origins listed.
 */
export function originSources(list: string | undefined): string[] {
  const out: string[] = [];
  for (const entry of (list ?? '').split(/[\s,]+/)) {
    if (!entry) continue;
    const wildcard = entry.includes('://*.');
    let url: URL;
    try {
      url = new URL(entry.replace('://*.', '://'));
    } catch {
      continue;
    }
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password && !entry.endsWith('#') && !entry.endsWith('?');
    if (!bare || (url.protocol !== 'https:' && url.protocol !== 'http:') || !CSP_HOST.test(url.hostname)) continue;
    out.push(`${url.protocol}//${wildcard ? '*.' : ''}${url.host}`);
  }
  return out;
}

/**
 * Strict CSP (issue 11): scripts only by nonce, and what those load ('strict-dynamic'); no eval,
 * no inline scripts without the nonce. Styles may be inline (React's hoisted <style> tags).
 * FRAME_ANCESTORS is the operator's choice of who may frame the site.
 *
 * Images load from this origin (the backend's /api/assets/… behind it), data: (chat thumbnails)
 * and blob: (a file chosen for the chat) only, plus the operator's IMG_ORIGINS (a CDN of game
 * images); frames from this origin plus FRAME_ORIGINS (a hosted cashier shown in the page). So a
 * value that slips into a page cannot make the browser call an arbitrary host (issue 27).
 *
 * `seal`: a page that loads its regulator's live seal (issue 31) admits that origin alone, for its
 * script and for what the regulator's data says the seal loads (img-src, connect-src); no other page
 * names it.
 */
export function securityHeaders(nonce: string, env: NodeJS.ProcessEnv = process.env, seal?: Pick<SealScript, 'origin' | 'needs'>): Record<string, string> {
  const frameAncestors = env.FRAME_ANCESTORS?.trim() || "'self'";
  // the regulator's live seal on this site's page (src/config/seal-script.ts): its one origin, read back
  // through originSources so nothing but an origin can enter the policy, for the script and what it names
  const sealOrigin = seal ? originSources(seal.origin) : [];
  const sealFor = (directive: 'img-src' | 'connect-src') => (seal?.needs.includes(directive) ? sealOrigin : []);
  const imgSrc = ["'self'", 'data:', 'blob:', ...originSources(env.IMG_ORIGINS), ...sealFor('img-src')].join(' ');
  const frameSrc = ["'self'", ...originSources(env.FRAME_ORIGINS)].join(' ');
  const csp = [
    "default-src 'self'",
    // 'strict-dynamic' makes CSP3 browsers run only the nonce's scripts (the seal's tag carries it); the
    // origin is for browsers that know nonces but not 'strict-dynamic', which read the host list instead
    ['script-src', `'nonce-${nonce}'`, "'strict-dynamic'", ...sealOrigin].join(' '),
    "style-src 'self' 'unsafe-inline'",
    `img-src ${imgSrc}`,
    "font-src 'self'",
    ['connect-src', "'self'", ...sealFor('connect-src')].join(' '),
    `frame-src ${frameSrc}`,
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
