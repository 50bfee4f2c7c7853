import type { OutgoingHttpHeader, ServerResponse } from 'node:http';
import type { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib';

/** Smaller answers go out as they are: compressing them saves less than the header costs. */
export const COMPRESS_FROM_BYTES = 1024;

export type Coding = 'br' | 'gzip';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * The coding a client's Accept-Encoding allows, brotli first (RFC 9110 §12.5.3): a coding with q=0 is
 * refused, `*` stands for any coding not named, and no header means none (the identity is always fine).
 */
export function acceptedCoding(header: string | undefined): Coding | null {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const q = params.map((p) => /^q=([01](?:\.\d{0,3})?)$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (coding: Coding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

export interface AnswerFacts {
  method: string;
  status: number;
  contentType: string | undefined;
  contentEncoding: string | undefined;
  /** undefined when the answer comes in chunks of unknown total */
  contentLength: number | undefined;
  cacheControl: string | undefined;
}

/** Whether an answer is JSON worth compressing: then it varies with Accept-Encoding, whether this client gets it compressed or not. */
export function compressible(a: AnswerFacts): boolean {
  if (a.method === 'HEAD' || a.status === 204 || a.status === 304 || a.status < 200) return false;
  if (!a.contentType || !JSON_TYPE.test(a.contentType)) return false;
  if (a.contentEncoding && a.contentEncoding.toLowerCase() !== 'identity') return false;
  if (a.cacheControl && /\bno-transform\b/i.test(a.cacheControl)) return false;
  return a.contentLength === undefined || a.contentLength >= COMPRESS_FROM_BYTES;
}

/** A streaming encoder: brotli at quality 5 (what the lobby views use; a 360 kB list in a few ms), gzip at zlib's default. */
export function encoder(coding: Coding, sizeHint: number | undefined): Transform {
  if (coding === 'gzip') return createGzip();
  return createBrotliCompress({
    params: { [zlib.BROTLI_PARAM_QUALITY]: 5, ...(sizeHint ? { [zlib.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}) },
  });
}

function headerText(value: OutgoingHttpHeader | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/**
 * Readies `res` (its status and the answer's headers already set) for a compressed body: Vary gains
 * Accept-Encoding when the answer is compressible at all, and, when this client takes a coding, the
 * length goes (the body is streamed in chunks), Content-Encoding is set and a strong ETag turns weak
 * (the bytes differ from the backend's; RFC 9110 §8.8.1). Returns the encoder to pipe the body
 * through, or null to send it as it is.
 */
function factsOf(res: ServerResponse, method: string): AnswerFacts {
  const lengthText = headerText(res.getHeader('content-length'));
  const length = lengthText === undefined ? undefined : Number(lengthText);
  return {
    method,
    status: res.statusCode,
    contentType: headerText(res.getHeader('content-type')),
    contentEncoding: headerText(res.getHeader('content-encoding')),
    contentLength: length !== undefined && Number.isFinite(length) ? length : undefined,
    cacheControl: headerText(res.getHeader('cache-control')),
  };
}

export function compressAnswer(res: ServerResponse, method: string, acceptEncoding: string | undefined): Transform | null {
  const facts = factsOf(res, method);
  if (!compressible(facts)) return null;
  const vary = headerText(res.getHeader('vary'));
  if (!vary || !/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const coding = acceptedCoding(acceptEncoding);
  if (!coding) return null;
  res.removeHeader('content-length');
  res.setHeader('content-encoding', coding);
  const etag = headerText(res.getHeader('etag'));
  if (etag && !etag.startsWith('W/')) res.setHeader('etag', `W/${etag}`);
  return encoder(coding, facts.contentLength);
}

/** The chunks already read, then the rest of the source; the source is let go (a socket destroyed) however the copy ends. */
async function* replay(head: readonly Uint8Array[], rest: AsyncIterator<Uint8Array>): AsyncGenerator<Uint8Array> {
  try {
    yield* head;
    for (;;) {
      const next = await rest.next();
      if (next.done) return;
      yield next.value;
    }
  } finally {
    await rest.return?.();
  }
}

/**
 * Sends an answer's body (status and headers already on `res`), compressed when compressAnswer says so.
 * A body of unknown length that this client would get compressed is read up to the threshold first: one
 * that ends below it goes out as it is, with its length, as a small answer with a length does (a backend
 * that stalls within those first bytes then cuts the exchange before any header went out).
 */
export async function sendBody(
  source: AsyncIterable<Uint8Array>,
  res: ServerResponse,
  method: string,
  acceptEncoding: string | undefined,
  signal?: AbortSignal,
): Promise<void> {
  const options = signal ? { signal } : {};
  if (res.hasHeader('content-length') || !compressible(factsOf(res, method)) || !acceptedCoding(acceptEncoding)) {
    const encode = compressAnswer(res, method, acceptEncoding);
    await (encode ? pipeline(source, encode, res, options) : pipeline(source, res, options));
    return;
  }
  const iterator = source[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let size = 0;
  while (size < COMPRESS_FROM_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      const body = Buffer.concat(head);
      res.setHeader('content-length', body.length);
      res.end(body);
      return;
    }
    head.push(next.value);
    size += next.value.length;
  }
  const encode = compressAnswer(res, method, acceptEncoding);
  const body = replay(head, iterator);
  await (encode ? pipeline(body, encode, res, options) : pipeline(body, res, options));
}
