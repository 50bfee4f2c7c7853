import type { ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { constants, createGzip } from 'node:zlib';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { isbot } from 'isbot';
import { widgets } from '../../widgets/index.ts';
import { createApi, ttlCache } from '../api/client.ts';
import type { Transport } from '../api/http.ts';
import { createRegistry } from '../render/registry.ts';
import { guessBreakpoint } from '../viewport/guess.ts';
import { createRoutes } from './routes.tsx';
import { createSiteResolver } from './site-resolver.ts';
import { negotiateLanguage } from '../i18n/accept-language.ts';
import { newNonce, securityHeaders } from '../server/security-headers.ts';

export interface ServerRenderOptions {
  transport: Transport;
  dev: boolean;
  /** hashed stylesheet hrefs of the client build */
  css: string[];
  /** the client entry module and the chunks to preload */
  bootstrapModules: string[];
  preload: string[];
  startupTtlMs?: number;
}

/** The server composition root: hands the widget registry and a server transport to the app. */
export function createServerRenderer(options: ServerRenderOptions) {
  // The server gives up sooner than a browser (a page must not hang on one slow call) and keeps
  // public answers for 5 s, so a burst of page views costs the backend once.
  const api = createApi(options.transport, { timeoutMs: 5_000, publicCache: ttlCache(5_000) });
  const routes = createRoutes({
    api,
    registry: createRegistry(widgets),
    resolveSite: createSiteResolver(api, options.startupTtlMs ?? 10_000),
    breakpointFor: (request, breakpoints) => guessBreakpoint(request.headers.get('cookie'), request.headers.get('user-agent'), breakpoints),
    cookies: (request) => request.headers.get('cookie'),
    negotiatedLanguage: (request, site) => negotiateLanguage(request.headers.get('accept-language'), site),
    assets: () => ({ css: options.css }),
    dev: options.dev,
  });
  const handler = createStaticHandler(routes);

  return async function render(request: Request, res: ServerResponse): Promise<void> {
    const result = await handler.query(request);
    if (result instanceof Response) {
      res.statusCode = result.status;
      result.headers.forEach((value, key) => res.setHeader(key, value));
      res.end();
      return;
    }
    const context = result;
    const router = createStaticRouter(handler.dataRoutes, context);
    const nonce = newNonce();
    const crawler = isbot(request.headers.get('user-agent') ?? '');
    await new Promise<void>((resolve) => {
      let failed = false;
      const stream = renderToPipeableStream(<StaticRouterProvider router={router} context={context} nonce={nonce} />, {
        nonce,
        bootstrapModules: options.bootstrapModules,
        // Every loader has finished before rendering starts: outlining big boundaries into
        // late segments would only add inline swap scripts, so the page streams in order.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellReady() {
          if (crawler) return;
          start();
        },
        onAllReady() {
          if (crawler) start();
          resolve();
        },
        onShellError(error) {
          console.error('SSR shell failed', error);
          res.statusCode = 500;
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.end('<!doctype html><title>Error</title><h1>Something went wrong</h1><a href="/">Home</a>');
          resolve();
        },
        onError(error) {
          failed = true;
          console.error('SSR error', error);
        },
      });
      function start() {
        res.statusCode = failed ? 500 : context.statusCode;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('cache-control', 'no-store');
        for (const [name, value] of Object.entries(securityHeaders(nonce))) res.setHeader(name, value);
        if (options.preload.length) {
          res.setHeader('link', options.preload.map((href) => `<${href}>; rel=modulepreload`).join(', '));
        }
        // HTML is compressed as it streams (gzip level 4: cheap on the CPU, most of the gain)
        const gzip = /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '');
        res.setHeader('vary', 'accept-encoding');
        if (gzip) res.setHeader('content-encoding', 'gzip');
        const body = gzip ? createGzip({ level: 4, flush: constants.Z_SYNC_FLUSH }) : new PassThrough();
        body.pipe(res);
        stream.pipe(body);
      }
    });
  };
}
