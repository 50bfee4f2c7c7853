import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import type { Transport } from '../../api/http.ts';
import type { EventLog } from '../../lib/event-log.ts';
import { errorJson, forward, PROXY_TIMEOUT_MS } from '../proxy/api-transport.ts';
import { CHAT_TIMEOUT_MS } from '../proxy/backend.ts';
import { CONNECTION_LIMITS, inFlightGuard } from '../process/connection-limits.ts';
import type { ProxiedCall } from '../proxy/backend-proxy.ts';
import { BodyTooLarge, ClientClosed, parseRequest, readBody, toWebRequest, webHeaders, type ClientInfo } from '../process/node-request.ts';
import { sendBody } from './json-compression.ts';
import { eventLogger } from '../process/log.ts';
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

/** The methods /api passes on (those a fetch may send); anything else, TRACE included, is 405. */
const API_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export interface HandlerOptions {
  /** the embedded backend's calls (in-process) */
  transport: Transport;
  /** with BACKEND_URL: /api passes there byte for byte (src/server/proxy/backend-proxy.ts) instead of through `transport` */
  proxy?: (call: ProxiedCall, res: ServerResponse, timeoutMs: number) => Promise<void>;
  /** where /chat-webhook goes: CHAT_WEBHOOK_URL, else the demo backend's stand-in */
  chatTransport: (request: Request, client: ClientInfo) => Promise<Response>;
  render: () => Promise<PageResponder>;
  /** built client files (production); in dev Vite serves them */
  staticRoot?: string;
  favicon: string;
  trustProxy: boolean;
  /** how long a proxied /api call may take; default PROXY_TIMEOUT_MS from the environment, else 10 s */
  proxyTimeoutMs?: number;
  /** the AI chat's budget: its socket may stay idle this long while the webhook thinks */
  chatTimeoutMs?: number;
  /** the config routes (src/server/config/config-endpoint.ts): true when they answered */
  configRoutes?: (pathname: string, req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
  /** where an exchange that ended early, or a failed request, is reported; default the server's logger */
  log?: EventLog;
}

/**
 * Streams a backend's answer to the client. The two are joined by a pipeline, so a backend that
 * stalls or resets mid-body, a client that stops reading or goes away, and the timeout that aborts
 * the backend's body all end this exchange (the client's socket is destroyed: its answer is cut,
 * never passed off as whole) instead of raising an error nothing handles.
 */
async function sendWeb(
  response: Response,
  res: ServerResponse,
  extra: Readonly<Record<string, string>> = {},
  /** the request, for an /api answer compressed when the client accepts it */
  req?: IncomingMessage,
): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, key) => res.setHeader(key, value));
  for (const [key, value] of Object.entries(extra)) res.setHeader(key, value);
  if (!response.body) {
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body as ReadableStream<Uint8Array>);
  await (req ? sendBody(body, res, req.method ?? 'GET', req.headers['accept-encoding']) : pipeline(body, res));
}

/** Network-level ends of an exchange: expected on the internet, one line each, no stack. */
const EXCHANGE_ENDS = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE', 'ERR_STREAM_DESTROYED', 'UND_ERR_SOCKET']);

function endedEarly(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error ? String(error.code) : '';
  return EXCHANGE_ENDS.has(code) || error.name === 'TimeoutError' || error.name === 'AbortError' || (error.cause !== undefined && endedEarly(error.cause));
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

/**
 * One request: health, config routes, static file, favicon, /api (embedded backend or proxy), else a
 * server-rendered page. Whatever happens to one exchange ends that exchange only: the promise this
 * returns never rejects.
 */
export function createHttpHandler(options: HandlerOptions) {
  const favicon = readFileSync(options.favicon);
  const proxyTimeoutMs = options.proxyTimeoutMs ?? (Number(process.env.PROXY_TIMEOUT_MS) || PROXY_TIMEOUT_MS);
  const chatTimeoutMs = options.chatTimeoutMs ?? CHAT_TIMEOUT_MS;
  const log = options.log ?? eventLogger();
  const refuseFlood = inFlightGuard(CONNECTION_LIMITS.maxInFlightPerSocket);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (refuseFlood(req, res)) return;
    try {
      const parsed = parseRequest(req, options.trustProxy);
      if ('error' in parsed) {
        // one line, never the target itself: it is the attacker's text
        log(`Bad request from ${req.socket.remoteAddress ?? 'unknown'}: ${parsed.error}`, {
          event: 'request.bad',
          level: 'warn',
          address: req.socket.remoteAddress,
          error: parsed.error,
        });
        plain(res, 400, `Bad Request: ${parsed.error}`);
        return;
      }
      const { client, path: pathname } = parsed;
      if (client.tls) res.setHeader('strict-transport-security', HSTS);
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
      if (options.configRoutes && (await options.configRoutes(pathname, req, res))) return;
      if (pathname === '/chat-webhook' && req.method === 'POST') {
        // the webhook may think for the chat's whole budget: the socket must outlive it
        req.socket.setTimeout(chatTimeoutMs + CONNECTION_LIMITS.idleSocketMs);
        const body = await readBody(req, BODY_LIMITS.chat);
        await sendWeb(await options.chatTransport(toWebRequest(req, parsed, body), client), res, DATA_HEADERS);
        return;
      }
      if (pathname.startsWith('/api/')) {
        if (!API_METHODS.has(req.method ?? '')) {
          res.writeHead(405, { allow: [...API_METHODS].join(', '), 'cache-control': 'no-store', ...DATA_HEADERS });
          res.end();
          return;
        }
        const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req, BODY_LIMITS.api);
        if (options.proxy) {
          const call = { method: req.method ?? 'GET', target: pathname + parsed.search, headers: webHeaders(req), body, client };
          await options.proxy(call, res, proxyTimeoutMs);
          return;
        }
        await sendWeb(await forward(options.transport, toWebRequest(req, parsed, body), client, proxyTimeoutMs), res, DATA_HEADERS, req);
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
      await render(toWebRequest(req, parsed), res);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        refuseBody(req, res, error);
        return;
      }
      if (error instanceof ClientClosed) {
        res.destroy();
        return;
      }
      const method = (req.method ?? '?').slice(0, 10);
      const path = (req.url ?? '/').split('?')[0]?.slice(0, 200);
      const where = `${method} ${path}`;
      if (endedEarly(error)) {
        log(`${where}: the exchange ended early (${error instanceof Error ? `${error.name}: ${error.message}` : String(error)})`, {
          event: 'exchange.endedEarly',
          level: 'warn',
          method,
          path,
          error: error instanceof Error ? error.name : String(error),
          ...(error instanceof Error && 'code' in error ? { code: String(error.code) } : {}),
        });
        res.destroy();
        return;
      }
      log(`Request failed: ${where}: ${error instanceof Error ? error.message : String(error)}`, {
        event: 'request.failed',
        level: 'error',
        method,
        path,
        err: error,
      });
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        res.end('Internal Server Error');
      } else {
        // part of an answer went out: cut it, so the client cannot take it for a whole one
        res.destroy();
      }
    }
  };
}
