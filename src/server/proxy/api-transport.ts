import type { Transport } from '../../api/http.ts';
import type { ClientInfo } from '../process/node-request.ts';

export interface WebHandler {
  handle(request: Request): Promise<Response>;
}

/** In-process calls to the embedded backend: no socket, the same Request/Response contract. */
export function inProcessTransport(backend: WebHandler): Transport {
  return (path, init) => {
    const answer = backend.handle(new Request(`http://backend.internal${path}`, init));
    const signal = init.signal;
    if (!signal) return answer;
    // the embedded backend does not watch the signal: the caller stops waiting all same
    return Promise.race([
      answer,
      new Promise<Response>((_resolve, reject) => {
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      }),
    ]);
  };
}

/** Calls to a real backend at BACKEND_URL. */
export function remoteTransport(baseUrl: string): Transport {
  const base = baseUrl.replace(/\/$/, '');
  return (path, init) => fetch(`${base}${path}`, { ...init, signal: init.signal ?? AbortSignal.timeout(PROXY_TIMEOUT_MS) });
}

/**
 * How long a proxied player call may take: under the browser's own 15 s budget (src/api/http.ts),
 * so the player gets our 504 rather than a timeout of their own.
 */
export const PROXY_TIMEOUT_MS = 10_000;

/**
 * Hop-by-hop headers (RFC 9110 §7.6.1) describe one connection, not the message: a proxy must not
 * forward them. Host and Content-Length are set afresh for the next hop.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
  'host',
  'content-length',
]);

/** The end-to-end headers of a message: without the hop-by-hop ones, Proxy-*, and those its Connection header names. */
export function endToEndHeaders(headers: Headers): Headers {
  const named = new Set(
    (headers.get('connection') ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  const out = new Headers();
  headers.forEach((value, name) => {
    if (HOP_BY_HOP.has(name) || name.startsWith('proxy-') || named.has(name)) return;
    out.append(name, value);
  });
  return out;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** The §8 status fields with an HTTP error status: the client's http.ts raises on it, result.ts maps it. */
export function errorJson(status: number, statusMessage: string, statusDetail: string, headers: Record<string, string> = {}): Response {
  const body = JSON.stringify({ statusCode: -status, statusMessage, statusDetail });
  // a length, not chunks: a browser that never reads an error's body still sees it complete
  return new Response(body, {
    status,
    headers: { 'content-type': JSON_TYPE, 'cache-control': 'no-store', 'content-length': String(Buffer.byteLength(body)), ...headers },
  });
}

const isTimeout = (error: unknown) => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** A backend that did not answer in time is 504; one that could not be reached or failed is 502. */
export function gatewayError(error: unknown): Response {
  if (isTimeout(error)) return errorJson(504, 'gatewayTimeout', 'The backend did not answer in time');
  return errorJson(502, 'badGateway', 'The backend could not be reached');
}

/**
 * The backend's answer for the player: end-to-end headers only, the body streamed. fetch has already
 * decoded any Content-Encoding, so that header (and the length it described) goes too. A 5xx that is
 * not JSON (a proxy's HTML page, a text/plain crash) becomes a 502 in the shape the client reads.
 */
export async function passBack(response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status >= 500 && !/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
    await response.body?.cancel();
    return errorJson(502, 'badGateway', `The backend failed with HTTP ${response.status}`);
  }
  const headers = endToEndHeaders(response.headers);
  const length = response.headers.get('content-length');
  // the length still holds when fetch had nothing to decode
  if (length !== null && !response.headers.has('content-encoding')) headers.set('content-length', length);
  headers.delete('content-encoding');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Forwards a player's /api request (its body already read within the limit) to the backend: only
 * end-to-end headers, plus who is calling (x-forwarded-*: the backend binds sessions to the site and
 * counts failed logins per address). Any failure answers 502/504 within PROXY_TIMEOUT_MS.
 */
export async function forward(transport: Transport, request: Request, client: ClientInfo, timeoutMs = PROXY_TIMEOUT_MS): Promise<Response> {
  const url = new URL(request.url);
  const headers = endToEndHeaders(request.headers);
  headers.set('x-forwarded-for', client.address);
  headers.set('x-forwarded-host', client.host);
  headers.set('x-forwarded-proto', client.tls ? 'https' : 'http');
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  try {
    return await passBack(await transport(url.pathname + url.search, { method: request.method, headers, body, signal: AbortSignal.timeout(timeoutMs) }));
  } catch (error) {
    return gatewayError(error);
  }
}
