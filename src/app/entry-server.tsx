import type { ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { widgets } from '../../widgets/index.ts';
import { createApi, ttlCache } from '../api/client.ts';
import type { Transport } from '../api/http.ts';
import { createRegistry } from '../render/registry.ts';
import { deviceClass, guessBreakpoint, readCookie } from '../viewport/guess.ts';
import { VIEWPORT_COOKIE } from '../viewport/breakpoints.ts';
import { LOCALE_COOKIE } from '../i18n/locale-routing.ts';
import { createRoutes } from './routes.tsx';
import { createSiteResolver } from './site-resolver.ts';
import { negotiateLanguage } from '../i18n/accept-language.ts';
import { newNonce, securityHeaders } from '../server/security-headers.ts';
import { createPageCache } from '../server/page-cache.ts';
import { createNonceTemplate, fillNonce, fillNonceGzip, type NonceTemplate } from '../server/nonce-template.ts';
import { fullyLoaded } from './fully-loaded.ts';
import { ANNOUNCEMENT_COOKIE } from '../state/announcement-cookie.ts';
import { hydrationLoaderData } from './hydration-data.ts';

export interface ServerRenderOptions {
  transport: Transport;
  dev: boolean;
  /** hashed stylesheet hrefs of the client build */
  css: string[];
  /** the client entry module */
  bootstrapModules: string[];
  startupTtlMs?: number;
  /** how long a fully loaded page is re-served without rendering (0: never) */
  pageCacheMs?: number;
}

/** The server composition root: hands the widget registry and a server transport to the app. */
export function createServerRenderer(options: ServerRenderOptions) {
  // The server gives up sooner than a browser (a page must not hang on one slow call) and keeps
  // public answers for 5 s, so a burst of page views costs the backend once.
  const api = createApi(options.transport, { timeoutMs: 5_000, publicCache: ttlCache(5_000) });
  const registry = createRegistry(widgets);
  const routes = createRoutes({
    api,
    registry,
    resolveSite: createSiteResolver(api, options.startupTtlMs ?? 10_000),
    breakpointFor: (request, breakpoints) => guessBreakpoint(request.headers.get('cookie'), request.headers.get('user-agent'), breakpoints),
    cookies: (request) => request.headers.get('cookie'),
    negotiatedLanguage: (request, site) => negotiateLanguage(request.headers.get('accept-language'), site),
    assets: () => ({ css: options.css }),
    dev: options.dev,
  });
  const handler = createStaticHandler(routes);
  const pages = createPageCache<Rendered>(options.pageCacheMs ?? 0);

  /** Renders a page with a secret slot where each response's nonce goes. */
  async function renderPage(request: Request): Promise<{ value: Rendered; keep: boolean }> {
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
      const stream = renderToPipeableStream(<StaticRouterProvider router={router} context={hydration} nonce={slot} />, {
        nonce: slot,
        bootstrapModules: options.bootstrapModules,
        // Every loader has finished before rendering starts: outlining big boundaries into
        // late segments would only add inline swap scripts, so the page renders in order.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          body.on('end', () => {
            const status = failed ? 500 : context.statusCode;
            const page = createNonceTemplate(Buffer.concat(chunks).toString('utf8'), slot);
            resolve({ value: { kind: 'page', status, page }, keep: status === 200 && fullyLoaded(context.loaderData) });
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
    const rendered = await pages(pageKey(request), () => renderPage(request));
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
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'no-store');
    for (const [name, value] of Object.entries(securityHeaders(nonce))) res.setHeader(name, value);
    res.setHeader('vary', 'accept-encoding');
    if (gzip) res.setHeader('content-encoding', 'gzip');
    res.setHeader('content-length', html.length);
    res.end(html);
  };
}

type Rendered = { kind: 'response'; response: Response } | { kind: 'page'; status: number; page: NonceTemplate } | { kind: 'error' };

/**
 * Everything besides the backend's data that a rendered page depends on: the site and URL, the
 * language inputs (cookie, else Accept-Language), the breakpoint inputs (cookie, device) and the
 * announcement dismissal cookie.
 * Sessions live in the browser (§3), so no page is a player's own.
 */
function pageKey(request: Request): string {
  const url = new URL(request.url);
  const cookie = request.headers.get('cookie');
  const locale = readCookie(cookie, LOCALE_COOKIE);
  return [
    request.method,
    url.host,
    url.pathname,
    url.search,
    locale === undefined ? `accept:${request.headers.get('accept-language') ?? ''}` : `locale:${locale}`,
    readCookie(cookie, VIEWPORT_COOKIE) ?? '',
    deviceClass(request.headers.get('user-agent')),
    // the server renders the announcement modal open unless this says "don't show again"
    readCookie(cookie, ANNOUNCEMENT_COOKIE) ?? '',
  ].join('\n');
}
