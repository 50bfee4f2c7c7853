import type { ServerResponse } from 'node:http';
import type { PageInputs, RenderOptions, ServerRenderer } from '../../app/entry-server.tsx';
import type { ConfigSet } from '../../config/config-set.ts';
import { pageRequest } from '../../render/page-query.ts';
import { pageCacheHeaders, type CdnCaching } from './cache-control.ts';
import { clientHintHeaders } from './client-hints.ts';
import { filledLength, fillNonceGzip, nonceParts } from './nonce-template.ts';
import { drawnVariants, normalisedRequest, pageInputs, sameInputs } from './page-inputs.ts';
import { createPageReads } from './page-reads.ts';
import { experimentCookie, MARKET_COOKIE } from '../../app/audience.ts';
import { readCookie } from '../../viewport/cookies.ts';
import { pageKey } from './page-key.ts';
import { DEGRADED_RETRY_AFTER_S } from './page-status.ts';
import { nonceSlot, preparePage, type PreparedPage } from './prepared-page.ts';
import { newNonce, securityHeaders } from './security-headers.ts';
import { createPageCache, type RenderResult } from './page-cache.ts';
import { createSiteFacts } from './site-facts.ts';
import { recordCacheLookup, timedRender } from '../process/metrics.ts';
import { noteResponse } from '../process/access-log.ts';

/**
 * The cookies an answer sets for the browser's side of targeting (docs/targeting.md): a variant drawn
 * for this visitor (sticky from now on) and, with a market header, the market it named when the
 * browser's cookie says otherwise (for the browser's evaluator only; the server reads the header).
 */
function audienceCookies(request: Request, inputs: PageInputs | undefined, marketHeader: string | undefined, https: boolean): string[] {
  if (!inputs) return [];
  const attributes = `Path=/; SameSite=Lax${https ? '; Secure' : ''}`;
  const cookies = drawnVariants(request, inputs).map(
    (id) => `${experimentCookie(id)}=${inputs.variants[id] ?? ''}; Max-Age=${VARIANT_COOKIE_MAX_AGE_S}; ${attributes}`,
  );
  const held = readCookie(request.headers.get('cookie'), MARKET_COOKIE);
  if (marketHeader && held !== inputs.market) {
    cookies.push(inputs.market ? `${MARKET_COOKIE}=${inputs.market}; ${attributes}` : `${MARKET_COOKIE}=; Max-Age=0; ${attributes}`);
  }
  return cookies;
}

/** Where pages come from: the app in this thread (dev, tests) or the render threads (src/server/player/render-pool.ts). */
export interface PageSource {
  queryKeys: ReadonlySet<string>;
  cookieNames: ReadonlySet<string>;
  render(request: Request, set: ConfigSet, options?: RenderOptions): Promise<PreparedPage>;
}

/** Pages rendered in this thread. */
export function inProcessPages(renderer: ServerRenderer): PageSource {
  return {
    queryKeys: new Set(renderer.queryKeys),
    cookieNames: new Set(renderer.cookieNames),
    async render(request, set, options) {
      const slot = nonceSlot();
      return preparePage(await renderer.render(request, set, slot, options), slot);
    },
  };
}

export interface PageResponderOptions {
  source: PageSource;
  /** the config set being served now: read at each request, so a publish applies to the next one */
  configs: { current(): ConfigSet };
  /** how long a fully loaded page is re-served without rendering (0: never) */
  pageCacheMs?: number;
  /** how long past that a kept page is still served while its replacement renders (README: PAGE_STALE_MS) */
  pageStaleMs?: number;
  /** what a CDN may keep (default: nothing) */
  cdn?: CdnCaching;
  /** MARKET_HEADER (src/server/player/cache-control.ts): the trusted header a visitor's market comes from; none: no market */
  marketHeader?: string;
  /** draws a new visitor's experiment variants (default Math.random) */
  random?: () => number;
  env?: NodeJS.ProcessEnv;
}

/** How long a browser keeps its experiment variant (sticky per browser, docs/targeting.md). */
const VARIANT_COOKIE_MAX_AGE_S = 180 * 24 * 3600;

export type PageResponder = (request: Request, res: ServerResponse) => Promise<void>;

const ERROR_PAGE = '<!doctype html><title>Error</title><h1>Something went wrong</h1><a href="/">Home</a>';

/**
 * Answers page requests: the page cache (fresh, then stale-while-revalidate, one render per key, keyed
 * under the config revision), a fresh CSP nonce per response, gzip from the kept deflated pieces,
 * the security headers, Cache-Control and the degraded page's Retry-After.
 *
 * Pages are keyed by their inputs, not by raw headers (docs/quality.md "Cache keys from normalised
 * inputs"): each render of a ready site reports the site's languages and breakpoints, and from then
 * on a request to that host is keyed by the language and breakpoint those facts resolve it to, and
 * rendered from exactly those inputs. Until the first render of a host (per revision) its raw key is used.
 *
 * Targeting (docs/targeting.md): a new visitor's experiment variants are drawn before the cache is
 * asked and set as cookies on the answer; the key holds the market and the variants the page's rules
 * read (learnt from its first render, per address), and a kept page ends at its next window edge.
 */
export function createPageResponder(options: PageResponderOptions): PageResponder {
  const { source } = options;
  const keys = source.queryKeys;
  const cdn = options.cdn ?? { sMaxage: 0, staleWhileRevalidate: 0 };
  const pages = createPageCache<PreparedPage>({ freshMs: options.pageCacheMs ?? 0, staleMs: options.pageStaleMs ?? 0 });
  const sites = createSiteFacts();
  const reads = createPageReads();
  const { marketHeader } = options;
  /** the request as rendered: with decided inputs, only the cookies stating them reach the renderer */
  const asRendered = (request: Request, inputs: PageInputs | undefined) => (inputs ? normalisedRequest(request, inputs, marketHeader) : request);
  const renderKept = async (request: Request, set: ConfigSet, host: string, inputs: PageInputs | undefined) => {
    const value = await timedRender(() => source.render(asRendered(request, inputs), set));
    const site = value.kind === 'page' ? value.site : undefined;
    if (site) sites.learn(set.revision, host, site);
    if (site?.reads) reads.learn(set.revision, host, new URL(request.url).pathname, site.reads);
    // facts that changed since (a site's languages) may decide otherwise: such a page is answered but
    // not kept; nor is a raw request's page with variants the renderer drew (its key cannot tell them)
    const faithful = inputs ? site !== undefined && sameInputs(site.inputs, inputs) : !site || drawnVariants(request, site.inputs).length === 0;
    return { value, keep: value.kind === 'page' && value.status === 200 && faithful, until: site?.reads?.nextBoundary };
  };
  /**
   * A host's first request under a revision is keyed raw (its facts are learnt by that render): its page
   * is kept under the key the same request gets from now on too, when that key's inputs are the ones it
   * was rendered with, so the next such request is not a second render of the same page.
   */
  const keepNormalised = (request: Request, set: ConfigSet, host: string, result: RenderResult<PreparedPage>) => {
    const facts = sites.get(set.revision, host);
    const site = result.value.kind === 'page' ? result.value.site : undefined;
    if (!facts || !site || !result.keep) return;
    const inputs = pageInputs(request, facts, { marketHeader, random: options.random });
    if (drawnVariants(request, inputs).length > 0 || !sameInputs(site.inputs, inputs)) return;
    const audience = { reads: reads.get(set.revision, host, new URL(request.url).pathname), marketHeader };
    pages.keep(`${set.revision}\n${pageKey(request, keys, inputs, source.cookieNames, audience)}`, result.value, result.until);
  };

  return async function respond(request, res) {
    const set = options.configs.current();
    const url = new URL(request.url);
    const host = url.host;
    const facts = sites.get(set.revision, host);
    const inputs = facts && pageInputs(request, facts, { marketHeader, random: options.random });
    const audience = { reads: reads.get(set.revision, host, url.pathname), marketHeader };
    const key = `${set.revision}\n${pageKey(request, keys, inputs, source.cookieNames, audience)}`;
    let rendered = await pages(
      key,
      async () => {
        const result = await renderKept(pageRequest(request, keys), set, host, inputs);
        if (!inputs) keepNormalised(request, set, host, result);
        return result;
      },
      (result) => {
        recordCacheLookup(result);
        noteResponse(res, { cache: result, revision: set.revision });
      },
    );
    // a redirect carries the query along: render it from the request as sent, not the trimmed one
    if (rendered.kind === 'response' && pageRequest(request, keys) !== request) rendered = await source.render(asRendered(request, inputs), set);
    if (rendered.kind === 'response') {
      res.statusCode = rendered.status;
      for (const [key, value] of rendered.headers) res.setHeader(key, value);
      res.end();
      return;
    }
    if (rendered.kind === 'error') {
      res.statusCode = 500;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(ERROR_PAGE);
      return;
    }
    const nonce = newNonce();
    const gzip = /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '');
    res.statusCode = rendered.status;
    if (rendered.status === 503) res.setHeader('retry-after', String(DEGRADED_RETRY_AFTER_S));
    res.setHeader('content-type', 'text/html; charset=utf-8');
    // the variants this page was rendered with that the browser does not hold yet: kept from now on
    const cookies = audienceCookies(request, inputs ?? rendered.site?.inputs, marketHeader, url.protocol === 'https:');
    if (cookies.length > 0) res.setHeader('set-cookie', cookies);
    const boundary = rendered.site?.reads?.nextBoundary;
    const answer = { holdsMs: boundary === undefined ? undefined : boundary - Date.now(), setsCookie: cookies.length > 0, marketHeader };
    const headers = {
      ...pageCacheHeaders(rendered.status, cdn, answer),
      ...clientHintHeaders(request),
      ...securityHeaders(nonce, options.env, rendered.site?.seal),
    };
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (gzip) {
      const body = fillNonceGzip(rendered.page, nonce);
      res.setHeader('content-encoding', 'gzip');
      res.setHeader('content-length', body.length);
      res.end(body);
      return;
    }
    // the kept pieces go out as they are, in one write: no copy of the whole page per response
    res.setHeader('content-length', filledLength(rendered.page, nonce));
    res.cork();
    for (const part of nonceParts(rendered.page, nonce)) res.write(part);
    res.end();
  };
}
