import type { ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { widgets } from '../../widgets/index.ts';
import { createApi, ttlCache } from '../api/client.ts';
import type { Transport } from '../api/http.ts';
import { createRegistry } from '../render/registry.ts';
import { guessBreakpoint } from '../viewport/guess.ts';
import { createRoutes } from './routes.tsx';
import { createSiteResolver } from './site-resolver.ts';
import { inMemorySource, type ConfigSet } from '../config/config-set.ts';
import { negotiateLanguage } from '../i18n/accept-language.ts';
import { newNonce, securityHeaders } from '../server/security-headers.ts';
import { createPageCache } from '../server/page-cache.ts';
import { pageCacheHeaders, type CdnCaching } from '../server/cache-control.ts';
import { pageKey, pageQueryKeys, pageRequest } from '../server/page-key.ts';
import { DEGRADED_RETRY_AFTER_S, pageStatus } from '../server/page-status.ts';
import { createNonceTemplate, fillNonce, fillNonceGzip, type NonceTemplate } from '../server/nonce-template.ts';
import { fullyLoaded } from './fully-loaded.ts';
import { hydrationLoaderData } from './hydration-data.ts';
import { ServerNonce } from './server-nonce.ts';

export interface ServerRenderOptions {
  transport: Transport;
  /** the config set being served now: read at each request, so a publish applies to the next one */
  configs: { current(): ConfigSet };
  dev: boolean;
  /** hashed stylesheet hrefs of the client build */
  css: string[];
  /** the client entry module */
  bootstrapModules: string[];
  startupTtlMs?: number;
  /** how long a fully loaded page is re-served without rendering (0: never) */
  pageCacheMs?: number;
  /** how long past that a kept page is still served while its replacement renders (README: PAGE_STALE_MS) */
  pageStaleMs?: number;
  /** what a CDN may keep (default: nothing) */
  cdn?: CdnCaching;
}

/** The server composition root: hands the widget registry and a server transport to the app. */
export function createServerRenderer(options: ServerRenderOptions) {
  // The server gives up sooner than a browser (a page must not hang on one slow call) and keeps
  // public answers for 5 s, so a burst of page views costs the backend once.
  const api = createApi(options.transport, { timeoutMs: 5_000, publicCache: ttlCache(5_000) });
  const registry = createRegistry(widgets);
  const sites = createSiteResolver(api, options.startupTtlMs ?? 10_000);
  let served: { revision: string; handler: ReturnType<typeof createStaticHandler> } | undefined;

  /** The router of the current config set; routes.json is part of the set, so each revision has its own. */
  function handlerFor(set: ConfigSet) {
    if (served?.revision === set.revision) return served.handler;
    const config = inMemorySource(set);
    const routes = createRoutes({
      api,
      registry,
      config,
      resolveSite: (domain) => sites.resolve(domain, config),
      breakpointFor: (request, breakpoints) => guessBreakpoint(request.headers.get('cookie'), request.headers.get('user-agent'), breakpoints),
      cookies: (request) => request.headers.get('cookie'),
      negotiatedLanguage: (request, site) => negotiateLanguage(request.headers.get('accept-language'), site),
      assets: () => ({ css: options.css }),
      dev: options.dev,
    });
    served = { revision: set.revision, handler: createStaticHandler(routes) };
    return served.handler;
  }
  const pages = createPageCache<Rendered>({ freshMs: options.pageCacheMs ?? 0, staleMs: options.pageStaleMs ?? 0 });
  const queryKeys = pageQueryKeys(widgets);

  /** Renders a page with a secret slot where each response's nonce goes. */
  async function renderPage(request: Request, handler: ReturnType<typeof createStaticHandler>): Promise<{ value: Rendered; keep: boolean }> {
    const result = await handler.query(request);
    if (result instanceof Response) return { value: { kind: 'response', response: result }, keep: false };
    const context = result;
    const router = createStaticRouter(handler.dataRoutes, context);
    const slot = randomBytes(16).toString('hex');
    const body = new PassThrough();
    const chunks: Buffer[] = [];
    body.on('data', (c: Buffer) => chunks.push(c));
    return new Promise((resolve) => {
      let failed = false;
      // the router renders everything it loaded; the hydration script carries what hydration needs
      const hydration = { ...context, loaderData: hydrationLoaderData(context.loaderData, registry) };
      const page = <StaticRouterProvider router={router} context={hydration} nonce={slot} />;
      const stream = renderToPipeableStream(<ServerNonce value={slot}>{page}</ServerNonce>, {
        nonce: slot,
        bootstrapModules: options.bootstrapModules,
        // Every loader has finished before rendering starts: outlining big boundaries into
        // late segments would only add inline swap scripts, so the page renders in order.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          body.on('end', () => {
            const status = pageStatus(context.statusCode, failed, fullyLoaded(context.loaderData));
            const page = createNonceTemplate(Buffer.concat(chunks).toString('utf8'), slot);
            resolve({ value: { kind: 'page', status, page }, keep: status === 200 });
          });
          stream.pipe(body);
        },
        onShellError(error) {
          console.error('SSR shell failed', error);
          resolve({ value: { kind: 'error' }, keep: false });
        },
        onError(error) {
          failed = true;
          console.error('SSR error', error);
        },
      });
    });
  }

  return async function render(request: Request, res: ServerResponse): Promise<void> {
    const set = options.configs.current();
    const handler = handlerFor(set);
    let rendered = await pages(`${set.revision}\n${pageKey(request, queryKeys)}`, () => renderPage(pageRequest(request, queryKeys), handler));
    // a redirect carries the query along: render it from the request as sent, not the trimmed one
    if (rendered.kind === 'response' && pageRequest(request, queryKeys) !== request) rendered = (await renderPage(request, handler)).value;
    if (rendered.kind === 'response') {
      res.statusCode = rendered.response.status;
      rendered.response.headers.forEach((value, key) => res.setHeader(key, value));
      res.end();
      return;
    }
    if (rendered.kind === 'error') {
      res.statusCode = 500;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end('<!doctype html><title>Error</title><h1>Something went wrong</h1><a href="/">Home</a>');
      return;
    }
    const nonce = newNonce();
    const gzip = /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '');
    const html = gzip ? fillNonceGzip(rendered.page, nonce) : fillNonce(rendered.page, nonce);
    res.statusCode = rendered.status;
    if (rendered.status === 503) res.setHeader('retry-after', String(DEGRADED_RETRY_AFTER_S));
    res.setHeader('content-type', 'text/html; charset=utf-8');
    const headers = { ...pageCacheHeaders(rendered.status, options.cdn ?? { sMaxage: 0, staleWhileRevalidate: 0 }), ...securityHeaders(nonce) };
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (gzip) res.setHeader('content-encoding', 'gzip');
    res.setHeader('content-length', html.length);
    res.end(html);
  };
}

type Rendered = { kind: 'response'; response: Response } | { kind: 'page'; status: number; page: NonceTemplate } | { kind: 'error' };
