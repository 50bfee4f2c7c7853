import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { Transport } from '../api/http.ts';
import { errorJson, forward, PROXY_TIMEOUT_MS } from './api-transport.ts';
import { BodyTooLarge, ClientClosed, clientInfo, readBody, toWebRequest, type ClientInfo } from './node-request.ts';
import { DATA_HEADERS, HSTS } from './security-headers.ts';
import { serveStatic } from './static-files.ts';
import type { PageResponder } from './page-responder.ts';

/**
 * The largest body each endpoint accepts (README "Limits"). API calls are small JSON objects; a chat
 * message may carry one image of at most 2 MB (docs/ai-chat.md) plus its JSON list and multipart framing.
 */
export const BODY_LIMITS = { api: 1024 * 1024, chat: 3 * 1024 * 1024 } as const;

/** How long a refused upload may keep its socket so the client can read the 413 before it closes. */
const REFUSED_SOCKET_GRACE_MS = 1_000;

export interface HandlerOptions {
  transport: Transport;
  /** where /chat-webhook goes: CHAT_WEBHOOK_URL, else the demo backend's stand-in */
  chatTransport: (request: Request, client: ClientInfo) => Promise<Response>;
  render: () => Promise<PageResponder>;
  /** built client files (production); in dev Vite serves them */
  staticRoot?: string;
  favicon: string;
  trustProxy: boolean;
  /** how long a proxied /api call may take; default PROXY_TIMEOUT_MS from the environment, else 10 s */
  proxyTimeoutMs?: number;
}

async function sendWeb(response: Response, res: ServerResponse, extra: Readonly<Record<string, string>> = {}): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, key) => res.setHeader(key, value));
  for (const [key, value] of Object.entries(extra)) res.setHeader(key, value);
  if (!response.body) {
    res.end();
    return;
  }
  Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>).pipe(res);
}

function plain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/**
 * 413 without buffering any more of the body. The socket is dropped shortly after the answer: long
 * enough for the client to read it (closing at once, with its upload unread, would reset the
 * connection and lose the answer), short enough that a flood costs a second of discarded bytes.
 */
function refuseBody(req: IncomingMessage, res: ServerResponse, error: BodyTooLarge): void {
  res.on('finish', () => setTimeout(() => req.socket.destroy(), REFUSED_SOCKET_GRACE_MS).unref());
  void sendWeb(errorJson(413, 'payloadTooLarge', error.message), res, DATA_HEADERS);
}

/** One request: static file, favicon, /api (embedded backend or proxy), else a server-rendered page. */
export function createHttpHandler(options: HandlerOptions) {
  const favicon = readFileSync(options.favicon);
  const proxyTimeoutMs = options.proxyTimeoutMs ?? (Number(process.env.PROXY_TIMEOUT_MS) || PROXY_TIMEOUT_MS);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      const client = clientInfo(req, options.trustProxy);
      if (!client) {
        plain(res, 400, 'Bad Request: malformed Host header');
        return;
      }
      if (client.tls) res.setHeader('strict-transport-security', HSTS);
      const pathname = (req.url ?? '/').split('?')[0] ?? '/';
      if (pathname === '/healthz') {
        res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
        res.end('ok');
        return;
      }
      if (pathname === '/favicon.ico') {
        res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400', ...DATA_HEADERS });
        res.end(favicon);
        return;
      }
      if (pathname === '/chat-webhook' && req.method === 'POST') {
        const body = await readBody(req, BODY_LIMITS.chat);
        await sendWeb(await options.chatTransport(toWebRequest(req, client, body), client), res, DATA_HEADERS);
        return;
      }
      if (pathname.startsWith('/api/')) {
        const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req, BODY_LIMITS.api);
        await sendWeb(await forward(options.transport, toWebRequest(req, client, body), client, proxyTimeoutMs), res, DATA_HEADERS);
        return;
      }
      const isFileRequest = req.method === 'GET' || req.method === 'HEAD';
      if (
        options.staticRoot &&
        isFileRequest &&
        pathname !== '/' &&
        serveStatic(options.staticRoot, pathname, res, String(req.headers['accept-encoding'] ?? ''))
      ) {
        return;
      }
      // a missing build file or a dot-path (.vite/manifest.json) is a small static 404, never a rendered page
      if (options.staticRoot && (pathname.startsWith('/assets/') || pathname.split('/').some((segment) => segment.startsWith('.')))) {
        plain(res, 404, 'Not found');
        return;
      }
      if (!isFileRequest) {
        res.writeHead(405, { allow: 'GET, HEAD' });
        res.end();
        return;
      }
      const render = await options.render();
      await render(toWebRequest(req, client), res);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        refuseBody(req, res, error);
        return;
      }
      if (error instanceof ClientClosed) {
        res.destroy();
        return;
      }
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
