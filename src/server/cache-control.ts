/**
 * What a shared cache (a CDN) may do with a rendered page. Every page is anonymous (sessions live
 * in browser storage, §3; no page sets a cookie), so a fully loaded page may be kept by a CDN for
 * `sMaxage` seconds and then served stale for `staleWhileRevalidate` more while the CDN fetches a
 * new one. Browsers always revalidate (max-age=0). Off unless the operator opts in (CDN_S_MAXAGE):
 * a CDN copy shares one CSP nonce between everyone it serves (docs/quality.md), and a CDN must be
 * given the page cache key (docs/architecture.md) before it may keep pages at all.
 */
export interface CdnCaching {
  /** seconds a CDN may keep a fully loaded page; 0: pages are `no-store` */
  sMaxage: number;
  /** seconds a CDN may serve it stale while it refreshes */
  staleWhileRevalidate: number;
}

/**
 * Everything a page depends on besides its URL: the encoding, the language (cookie, else
 * Accept-Language), the breakpoint (viewport cookie, else the width the browser hints, else the device
 * the User-Agent names; src/server/client-hints.ts), the
 * announcement cookie. A cache that honours Vary as sent keeps one copy per cookie header; the CDN key
 * in docs/architecture.md narrows these to the language the site resolves, the breakpoint guessed and
 * a yes or no, as the server's own page cache does (src/server/page-inputs.ts).
 */
export const PAGE_VARY = 'Accept-Encoding, Accept-Language, Cookie, User-Agent, Sec-CH-Viewport-Width, Sec-CH-UA-Mobile';

function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number of seconds, got ${JSON.stringify(raw)}`);
  return Number(raw);
}

/** CDN_S_MAXAGE (default 0: off) and CDN_STALE_WHILE_REVALIDATE (default 60) from the environment. */
export function cdnCachingFrom(env: NodeJS.ProcessEnv): CdnCaching {
  return { sMaxage: seconds(env, 'CDN_S_MAXAGE', 0), staleWhileRevalidate: seconds(env, 'CDN_STALE_WHILE_REVALIDATE', 60) };
}

/** Cache-Control and Vary for a rendered page answered with `status`: only a full 200 page is shareable. */
export function pageCacheHeaders(status: number, cdn: CdnCaching): Record<string, string> {
  const shareable = status === 200 && cdn.sMaxage > 0;
  return {
    'cache-control': shareable ? `public, max-age=0, s-maxage=${cdn.sMaxage}, stale-while-revalidate=${cdn.staleWhileRevalidate}` : 'no-store',
    vary: PAGE_VARY,
  };
}
