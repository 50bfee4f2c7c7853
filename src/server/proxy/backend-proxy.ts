import { Agent, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { endToEndHeaders, errorJson, gatewayError } from './api-transport.ts';
import { sendBody } from '../player/json-compression.ts';
import type { ClientInfo } from '../process/node-request.ts';

/**
 * How many connections to the backend one server process keeps open at most; further calls wait for
 * one (a queue costs nothing, a connection per caller would let a flood open thousands).
 */
const BACKEND_SOCKETS = 256;

export interface ProxiedCall {
  method: string;
  /** the path and query on the backend */
  target: string;
  headers: Headers;
  body: Buffer | undefined;
  client: ClientInfo;
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * A player's /api call passed to BACKEND_URL byte for byte over node:http: the backend's body is
 * piped to the client's socket with backpressure, so a client that does not read holds one socket
 * buffer, not the answer. An answer the backend encoded passes as it came; plain JSON is compressed on
 * the way for a client that accepts it (src/server/player/json-compression.ts). The timeout covers the whole exchange, as `PROXY_TIMEOUT_MS` promises the browser: before
 * the backend's headers it answers JSON 504, after them it cuts the answer.
 */
export function createBackendProxy(baseUrl: string, extraHeaders: Readonly<Record<string, string>>) {
  const base = new URL(baseUrl.replace(/\/$/, ''));
  const secure = base.protocol === 'https:';
  const agent = secure ? new HttpsAgent({ keepAlive: true, maxSockets: BACKEND_SOCKETS }) : new Agent({ keepAlive: true, maxSockets: BACKEND_SOCKETS });
  const send = secure ? httpsRequest : httpRequest;
  const basePath = base.pathname === '/' ? '' : base.pathname;

  async function refuse(res: ServerResponse, answer: Response): Promise<void> {
    res.statusCode = answer.status;
    answer.headers.forEach((value, name) => res.setHeader(name, value));
    for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
    res.end(Buffer.from(await answer.arrayBuffer()));
  }

  /** Resolves once the answer went out; rejects (AbortError, a reset) when it was cut: the caller ends the exchange. */
  return function proxy(call: ProxiedCall, res: ServerResponse, timeoutMs: number): Promise<void> {
    const headers: OutgoingHttpHeaders = {};
    endToEndHeaders(call.headers).forEach((value, name) => (headers[name] = value));
    headers['x-forwarded-for'] = call.client.address;
    headers['x-forwarded-host'] = call.client.host;
    headers['x-forwarded-proto'] = call.client.tls ? 'https' : 'http';
    if (call.body) headers['content-length'] = String(call.body.length);
    const signal = AbortSignal.timeout(timeoutMs);
    return new Promise<IncomingMessage>((resolve, reject) => {
      const outgoing = send({
        protocol: base.protocol,
        hostname: base.hostname,
        port: base.port,
        path: basePath + call.target,
        method: call.method,
        headers,
        agent,
        signal,
      });
      outgoing.once('response', resolve);
      outgoing.once('error', reject);
      outgoing.end(call.body);
    }).then(
      async (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const status = answer.statusCode ?? 502;
        if (status >= 500 && !JSON_TYPE.test(type)) {
          answer.resume();
          return refuse(res, errorJson(502, 'badGateway', `The backend failed with HTTP ${status}`));
        }
        res.statusCode = status;
        const passed = new Headers();
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value === undefined) continue;
          for (const one of Array.isArray(value) ? value : [value]) passed.append(name, one);
        }
        endToEndHeaders(passed).forEach((value, name) => res.setHeader(name, value));
        // the length still holds: the body passes undecoded
        if (answer.headers['content-length'] !== undefined) res.setHeader('content-length', answer.headers['content-length']);
        for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
        await sendBody(answer, res, call.method, call.headers.get('accept-encoding') ?? undefined, signal);
      },
      (error: unknown) => refuse(res, gatewayError(error)),
    );
  };
}
