import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedCoding, compressible, COMPRESS_FROM_BYTES, sendBody, type AnswerFacts } from './json-compression.ts';

describe('acceptedCoding', () => {
  it('prefers brotli, then gzip, and refuses what q=0 refuses', () => {
    expect(acceptedCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedCoding('gzip, deflate')).toBe('gzip');
    expect(acceptedCoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedCoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(acceptedCoding('gzip;q=0, br;q=0')).toBeNull();
    expect(acceptedCoding('identity')).toBeNull();
    expect(acceptedCoding('')).toBeNull();
    expect(acceptedCoding(undefined)).toBeNull();
  });

  it('reads * as any coding not named, and ignores case and spaces', () => {
    expect(acceptedCoding('*')).toBe('br');
    expect(acceptedCoding('br;q=0, *')).toBe('gzip');
    expect(acceptedCoding(' GZIP ; Q=1 ')).toBe('gzip');
  });
});

describe('compressible', () => {
  const json: AnswerFacts = {
    method: 'POST',
    status: 200,
    contentType: 'application/json; charset=utf-8',
    contentEncoding: undefined,
    contentLength: 5_000,
    cacheControl: undefined,
  };
  it('takes JSON of unknown length or at least the threshold', () => {
    expect(compressible(json)).toBe(true);
    expect(compressible({ ...json, contentLength: undefined })).toBe(true);
    expect(compressible({ ...json, contentType: 'application/problem+json' })).toBe(true);
    expect(compressible({ ...json, contentLength: COMPRESS_FROM_BYTES - 1 })).toBe(false);
  });
  it('leaves other types, encoded bodies, no-transform, HEAD and bodiless statuses alone', () => {
    expect(compressible({ ...json, contentType: 'text/html' })).toBe(false);
    expect(compressible({ ...json, contentType: undefined })).toBe(false);
    expect(compressible({ ...json, contentEncoding: 'gzip' })).toBe(false);
    expect(compressible({ ...json, contentEncoding: 'identity' })).toBe(true);
    expect(compressible({ ...json, cacheControl: 'private, no-transform' })).toBe(false);
    expect(compressible({ ...json, method: 'HEAD' })).toBe(false);
    expect(compressible({ ...json, status: 204 })).toBe(false);
    expect(compressible({ ...json, status: 304 })).toBe(false);
  });
});

describe('sendBody on a node response', () => {
  const big = JSON.stringify({ statusCode: 1, value: Array.from({ length: 200 }, (_, i) => ({ game_code: `g${i}`, game_name: `Game ${i}` })) });
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      const body = Buffer.from(url.searchParams.has('small') ? '{"statusCode":1}' : big);
      res.statusCode = 200;
      res.setHeader('content-type', 'application/json');
      // without a length the body comes in chunks, as a stream of unknown size does
      if (!url.searchParams.has('chunked')) res.setHeader('content-length', String(body.length));
      res.setHeader('etag', '"abc"');
      if (url.pathname === '/varied') res.setHeader('vary', 'Origin');
      async function* chunks() {
        for (let at = 0; at < body.length; at += 300) yield body.subarray(at, at + 300);
      }
      void sendBody(chunks(), res, req.method ?? 'GET', req.headers['accept-encoding']);
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

  const get = (path: string, acceptEncoding?: string) =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((ok, fail) => {
      const req = request({ host: '127.0.0.1', port, path, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => ok({ headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', fail);
      req.end();
    });

  it('brotli or gzip as accepted: Vary, no length, a weak ETag, the same JSON once decoded', async () => {
    const br = await get('/', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-length']).toBeUndefined();
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers.etag).toBe('W/"abc"');
    expect(brotliDecompressSync(br.body).toString()).toBe(big);
    expect(br.body.length).toBeLessThan(big.length / 3);
    const chunked = await get('/?chunked', 'br');
    expect(chunked.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(chunked.body).toString()).toBe(big);
    const gzip = await get('/varied', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Origin, Accept-Encoding');
    expect(gunzipSync(gzip.body).toString()).toBe(big);
  });

  it('a client that accepts no coding gets the bytes as they are, still with Vary; a small answer is not touched', async () => {
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(big.length));
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers.etag).toBe('"abc"');
    expect(plain.body.toString()).toBe(big);
    for (const path of ['/?small', '/?small&chunked']) {
      const small = await get(path, 'br');
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.headers['content-length']).toBe('16');
      expect(small.headers.vary).toBeUndefined();
      expect(small.body.toString()).toBe('{"statusCode":1}');
    }
  });
});
