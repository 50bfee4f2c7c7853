import type { ServerResponse } from 'node:http';
import type { PageInputs, RenderOptions, ServerRenderer } from '../app/entry-server.tsx';
import type { ConfigSet } from '../config/config-set.ts';
import { pageRequest } from '../render/page-query.ts';
import { pageCacheHeaders, type CdnCaching } from './cache-control.ts';
import { clientHintHeaders } from './client-hints.ts';
import { filledLength, fillNonceGzip, nonceParts } from './nonce-template.ts';
import { normalisedRequest, pageInputs, sameInputs } from './page-inputs.ts';
import { pageKey } from './page-key.ts';
import { DEGRADED_RETRY_AFTER_S } from './page-status.ts';
import { nonceSlot, preparePage, type PreparedPage } from './prepared-page.ts';
import { newNonce, securityHeaders } from './security-headers.ts';
import { createPageCache } from './page-cache.ts';
import { createSiteFacts } from './site-facts.ts';
import { recordCacheLookup, timedRender } from './metrics.ts';
import { noteResponse } from './access-log.ts';

/** Where pages come from: the app in this thread (dev, tests) or the render threads (src/server/render-pool.ts). */
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
  env?: NodeJS.ProcessEnv;
}

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
 */
export function createPageResponder(options: PageResponderOptions): PageResponder {
  const { source } = options;
  const keys = source.queryKeys;
  const cdn = options.cdn ?? { sMaxage: 0, staleWhileRevalidate: 0 };
  const pages = createPageCache<PreparedPage>({ freshMs: options.pageCacheMs ?? 0, staleMs: options.pageStaleMs ?? 0 });
  const sites = createSiteFacts();
  /** the request as rendered: with decided inputs, only the cookies stating them reach the renderer */
  const asRendered = (request: Request, inputs: PageInputs | undefined) => (inputs ? normalisedRequest(request, inputs) : request);
  const renderKept = async (request: Request, set: ConfigSet, host: string, inputs: PageInputs | undefined) => {
    const value = await timedRender(() => source.render(asRendered(request, inputs), set));
    if (value.kind === 'page' && value.site) sites.learn(set.revision, host, value.site);
    // facts that changed since (a site's languages) may decide otherwise: such a page is answered but not kept
    const faithful = !inputs || (value.kind === 'page' && value.site !== undefined && sameInputs(value.site.inputs, inputs));
    return { value, keep: value.kind === 'page' && value.status === 200 && faithful };
  };

  return async function respond(request, res) {
    const set = options.configs.current();
    const host = new URL(request.url).host;
    const facts = sites.get(set.revision, host);
    const inputs = facts && pageInputs(request, facts);
    const key = `${set.revision}\n${pageKey(request, keys, inputs, source.cookieNames)}`;
    let rendered = await pages(
      key,
      () => renderKept(pageRequest(request, keys), set, host, inputs),
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
    const headers = { ...pageCacheHeaders(rendered.status, cdn), ...clientHintHeaders(request), ...securityHeaders(nonce, options.env) };
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
