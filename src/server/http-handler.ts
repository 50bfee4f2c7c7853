import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { Transport } from '../api/http.ts';
import { forward } from './api-transport.ts';
import { toWebRequest } from './node-request.ts';
import { serveStatic } from './static-files.ts';

export type PageRenderer = (request: Request, res: ServerResponse) => Promise<void>;

export interface HandlerOptions {
  transport: Transport;
  /** where /chat-webhook goes: CHAT_WEBHOOK_URL, else the demo backend's stand-in */
  chatTransport: (request: Request) => Promise<Response>;
  render: () => Promise<PageRenderer>;
  /** built client files (production); in dev Vite serves them */
  staticRoot?: string;
  favicon: string;
  trustProxy: boolean;
}

async function sendWeb(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, key) => res.setHeader(key, value));
  if (!response.body) {
    res.end();
    return;
  }
  Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>).pipe(res);
}

/** One request: static file, favicon, /api (embedded backend or proxy), else a server-rendered page. */
export function createHttpHandler(options: HandlerOptions) {
  const favicon = readFileSync(options.favicon);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      const pathname = (req.url ?? '/').split('?')[0] ?? '/';
      if (pathname === '/healthz') {
        res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
        res.end('ok');
        return;
      }
      if (pathname === '/favicon.ico') {
        res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' });
        res.end(favicon);
        return;
      }
      if (pathname === '/chat-webhook' && req.method === 'POST') {
        await sendWeb(await options.chatTransport(toWebRequest(req, options.trustProxy)), res);
        return;
      }
      if (pathname.startsWith('/api/')) {
        await sendWeb(await forward(options.transport, toWebRequest(req, options.trustProxy)), res);
        return;
      }
      if (options.staticRoot && (req.method === 'GET' || req.method === 'HEAD') && pathname !== '/' && serveStatic(options.staticRoot, pathname, res, String(req.headers['accept-encoding'] ?? ''))) {
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' });
        res.end();
        return;
      }
      const render = await options.render();
      await render(toWebRequest(req, options.trustProxy), res);
    } catch (error) {
      console.error('Request failed', req.url, error);
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Internal Server Error');
      } else {
        res.end();
      }
    }
  };
}
