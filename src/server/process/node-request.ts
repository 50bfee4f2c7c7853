import type { IncomingMessage } from 'node:http';
import { hostHeaderCount, normaliseHost, parseTarget } from './request-target.ts';

/** A host name (or IPv4, or bracketed IPv6) with an optional port: anything else is a malformed Host. */
const HOST = /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();

/** Who sent a request and how: what the proxy reports when TRUST_PROXY=1, else the socket. */
export interface ClientInfo {
  /** the Host the player called; the site is chosen by it */
  host: string;
  address: string;
  /** the request reached us (or the trusted proxy) over TLS */
  tls: boolean;
}

/** A request as the handler reads it: who sent it, and the path and query on the site its Host names. */
export interface ParsedRequest {
  client: ClientInfo;
  /** the request-target's path (never an authority: see src/server/process/request-target.ts) */
  path: string;
  /** "" or "?…" */
  search: string;
}

/**
 * The request's client and target, or why it is malformed (answered 400): a malformed or repeated
 * Host, or a request-target that is not a path on that host.
 */
export function parseRequest(req: IncomingMessage, trustProxy: boolean): ParsedRequest | { error: string } {
  if (hostHeaderCount(req) > 1) return { error: 'more than one Host header' };
  const raw = (trustProxy ? first(req.headers['x-forwarded-host']) : undefined) ?? req.headers.host ?? 'localhost';
  if (raw.length > 255 || !HOST.test(raw)) return { error: 'malformed Host header' };
  const host = normaliseHost(raw);
  const target = parseTarget(req.url ?? '/', host);
  if (!target.ok) return { error: target.reason };
  // the proxy appends the address it saw: the last entry is the one it vouches for
  const forwarded = trustProxy
    ? String(req.headers['x-forwarded-for'] ?? '')
        .split(',')
        .pop()
        ?.trim()
    : undefined;
  const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true;
  const client = {
    host,
    address: forwarded || req.socket.remoteAddress || 'unknown',
    tls: encrypted || (trustProxy && first(req.headers['x-forwarded-proto'])?.toLowerCase() === 'https'),
  };
  return { client, path: target.path, search: target.search };
}

/** A body over the limit: answered 413, read no further. */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`Body exceeds the ${limit}-byte limit`);
    this.name = 'BodyTooLarge';
  }
}

/** The client went away mid-body: nothing to answer, nothing to log. */
export class ClientClosed extends Error {
  constructor() {
    super('The client closed the connection before the body ended');
    this.name = 'ClientClosed';
  }
}

/**
 * Reads a request body of at most `limit` bytes. A Content-Length over the limit is refused before
 * any byte is read; a chunked (or lying) body is cut the moment it passes the limit, so a flood
 * never costs more than `limit` bytes of memory.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(new BodyTooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        cleanup();
        req.pause();
        reject(new BodyTooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, total));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onClose = () => {
      cleanup();
      reject(new ClientClosed());
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

/** A Node request's headers as Web Headers. */
export function webHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else headers.set(key, value);
  }
  return headers;
}

/** A Node request as a Web Request on the site its Host names, with its body already read. */
export function toWebRequest(req: IncomingMessage, parsed: ParsedRequest, body?: Buffer): Request {
  const url = new URL(`http://${parsed.client.host}${parsed.path}${parsed.search}`);
  const headers = webHeaders(req);
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, { method, headers, body: hasBody ? new Uint8Array(body ?? Buffer.alloc(0)) : undefined });
}
