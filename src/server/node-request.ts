import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';

/** A Node request as a Web Request, with the Host kept: the site is chosen by it. */
export function toWebRequest(req: IncomingMessage, trustProxy: boolean): Request {
  const forwardedHost = trustProxy ? req.headers['x-forwarded-host'] : undefined;
  const host = (Array.isArray(forwardedHost) ? forwardedHost[0] : forwardedHost) ?? req.headers.host ?? 'localhost';
  const url = new URL(req.url ?? '/', `http://${host}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else headers.set(key, value);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}
