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
 * the User-Agent names; src/server/player/client-hints.ts), the
 * announcement cookie. A cache that honours Vary as sent keeps one copy per cookie header; the CDN key
 * in docs/architecture.md narrows these to the language the site resolves, the breakpoint guessed and
 * a yes or no, as the server's own page cache does (src/server/player/page-inputs.ts).
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

/** How this answer of a page differs from the plain case (docs/targeting.md). */
export interface PageAnswer {
  /** ms until the page's next scheduled window edge: no shared copy may outlive it, stale or not */
  holdsMs?: number;
  /** the answer sets a cookie (a new visitor's experiment variant): it is the visitor's own, never shared */
  setsCookie?: boolean;
  /** MARKET_HEADER, which the page may depend on */
  marketHeader?: string;
}

/** Cache-Control and Vary for a rendered page answered with `status`: only a full 200 page is shareable. */
export function pageCacheHeaders(status: number, cdn: CdnCaching, answer: PageAnswer = {}): Record<string, string> {
  const holds = answer.holdsMs === undefined ? Infinity : Math.floor(answer.holdsMs / 1000);
  const sMaxage = Math.min(cdn.sMaxage, holds);
  const shareable = status === 200 && sMaxage > 0 && !answer.setsCookie;
  // serving stale past a window edge would show the page as it was before it
  const stale = holds === Infinity ? cdn.staleWhileRevalidate : 0;
  return {
    'cache-control': shareable ? `public, max-age=0, s-maxage=${sMaxage}, stale-while-revalidate=${stale}` : 'no-store',
    vary: answer.marketHeader ? `${PAGE_VARY}, ${answer.marketHeader}` : PAGE_VARY,
  };
}

/** MARKET_HEADER: the header name a trusted proxy or CDN puts the visitor's country code in (lower case); none: no request has a market. */
export function marketHeaderFrom(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env['MARKET_HEADER']?.trim();
  if (!raw) return undefined;
  if (!/^[A-Za-z0-9-]{1,64}$/.test(raw)) throw new Error(`MARKET_HEADER must be an HTTP header name (letters, digits, dashes), got ${JSON.stringify(raw)}`);
  return raw.toLowerCase();
}
