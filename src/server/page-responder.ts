import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { RenderedPage, ServerRenderer } from '../app/entry-server.tsx';
import type { ConfigSet } from '../config/config-set.ts';
import { pageRequest } from '../render/page-query.ts';
import { pageCacheHeaders, type CdnCaching } from './cache-control.ts';
import { createNonceTemplate, fillNonce, fillNonceGzip, type NonceTemplate } from './nonce-template.ts';
import { pageKey } from './page-key.ts';
import { DEGRADED_RETRY_AFTER_S, pageStatus } from './page-status.ts';
import { newNonce, securityHeaders } from './security-headers.ts';
import { createPageCache } from './page-cache.ts';

/** A rendered page ready to be answered any number of times: its HTTP status and its HTML cut at the nonce slots. */
export type PreparedPage =
  { kind: 'response'; status: number; headers: [string, string][] } | { kind: 'page'; status: number; page: NonceTemplate } | { kind: 'error' };

/** A fresh secret the page is rendered with in place of a nonce; it never leaves the server. */
export const nonceSlot = (): string => randomBytes(16).toString('hex');

/** What the app rendered, as the responder keeps it: the HTTP status decided, the HTML cut and compressed once. */
export function preparePage(rendered: RenderedPage, slot: string): PreparedPage {
  if (rendered.kind !== 'page') return rendered;
  const status = pageStatus(rendered.routerStatus, rendered.renderFailed, rendered.fullyLoaded);
  return { kind: 'page', status, page: createNonceTemplate(rendered.html, slot) };
}

/** Where pages come from: the app in this thread (dev, tests) or the render threads (src/server/render-pool.ts). */
export interface PageSource {
  queryKeys: ReadonlySet<string>;
  render(request: Request, set: ConfigSet): Promise<PreparedPage>;
}

/** Pages rendered in this thread. */
export function inProcessPages(renderer: ServerRenderer): PageSource {
  return {
    queryKeys: new Set(renderer.queryKeys),
    async render(request, set) {
      const slot = nonceSlot();
      return preparePage(await renderer.render(request, set, slot), slot);
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
 */
export function createPageResponder(options: PageResponderOptions): PageResponder {
  const { source } = options;
  const keys = source.queryKeys;
  const cdn = options.cdn ?? { sMaxage: 0, staleWhileRevalidate: 0 };
  const pages = createPageCache<PreparedPage>({ freshMs: options.pageCacheMs ?? 0, staleMs: options.pageStaleMs ?? 0 });
  const renderKept = async (request: Request, set: ConfigSet) => {
    const value = await source.render(request, set);
    return { value, keep: value.kind === 'page' && value.status === 200 };
  };

  return async function respond(request, res) {
    const set = options.configs.current();
    const trimmed = pageRequest(request, keys);
    let rendered = await pages(`${set.revision}\n${pageKey(request, keys)}`, () => renderKept(trimmed, set));
    // a redirect carries the query along: render it from the request as sent, not the trimmed one
    if (rendered.kind === 'response' && trimmed !== request) rendered = await source.render(request, set);
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
    const html = gzip ? fillNonceGzip(rendered.page, nonce) : fillNonce(rendered.page, nonce);
    res.statusCode = rendered.status;
    if (rendered.status === 503) res.setHeader('retry-after', String(DEGRADED_RETRY_AFTER_S));
    res.setHeader('content-type', 'text/html; charset=utf-8');
    const headers = { ...pageCacheHeaders(rendered.status, cdn), ...securityHeaders(nonce, options.env) };
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (gzip) res.setHeader('content-encoding', 'gzip');
    res.setHeader('content-length', html.length);
    res.end(html);
  };
}
