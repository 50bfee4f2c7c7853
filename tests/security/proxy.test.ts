import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoBackend, type DemoBackend } from '../../tools/demo-backend/index.ts';
import { nodeListener } from '../../tools/demo-backend/node-http-adapter.ts';
import { startFaultProxy, type FaultProxy } from '../fault-proxy/proxy.ts';
import { api, call, freePort, startServer, type TestServer } from './server.ts';

/** BACKEND_URL → fault proxy → a recording listener → the demo backend, all on loopback. */
let server: TestServer;
let backend: DemoBackend;
let backendServer: Server;
let proxy: FaultProxy;
let dir: string;
const seen: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'security-proxy-'));
  backend = await createDemoBackend({ dbPath: join(dir, 'demo.sqlite'), log: () => {} });
  const backendPort = await freePort();
  const listener = nodeListener(backend, `http://127.0.0.1:${backendPort}`);
  backendServer = createServer((req, res) => {
    seen.push(req.headers);
    listener(req, res);
  });
  await new Promise<void>((r) => backendServer.listen(backendPort, '127.0.0.1', r));
  proxy = await startFaultProxy({ upstream: `http://127.0.0.1:${backendPort}`, port: await freePort(), controlPort: await freePort() });
  server = await startServer({ BACKEND_URL: proxy.url, PROXY_TIMEOUT_MS: '1500' });
}, 90_000);
afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  backendServer?.close();
  backend?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw request, so hop-by-hop headers go out exactly as written. */
function raw(port: number, head: string, body: string): Promise<string> {
  return new Promise((ok, fail) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head + body));
    let text = '';
    socket.on('data', (d: Buffer) => {
      text += d.toString();
      if (/\r\n\r\n[\s\S]*\}\s*$/.test(text) || /\r\n0\r\n\r\n$/.test(text)) socket.end();
    });
    socket.on('end', () => ok(text));
    socket.on('error', fail);
    setTimeout(() => {
      socket.destroy();
      ok(text);
    }, 5_000).unref();
  });
}

describe('the BACKEND_URL proxy', () => {
  it('forwards only end-to-end headers (RFC 9110 §7.6.1) and names the caller', async () => {
    await proxy.setRules([]);
    seen.length = 0;
    const body = JSON.stringify({ domain_name: 'casino1.localhost' });
    const chunked = `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`;
    const head = [
      'POST /api/startup HTTP/1.1',
      `Host: casino1.localhost:${server.port}`,
      'Content-Type: application/json',
      'Transfer-Encoding: chunked',
      'Connection: keep-alive, X-Hop-Secret',
      'X-Hop-Secret: 1',
      'Keep-Alive: timeout=5',
      'TE: trailers',
      'Trailer: X-Later',
      'Proxy-Authorization: Basic eDp5',
      'X-End-To-End: kept',
      '',
      '',
    ].join('\r\n');
    const answer = await raw(server.port, head, chunked);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    const got = seen.at(-1) ?? {};
    for (const name of ['x-hop-secret', 'keep-alive', 'te', 'trailer', 'proxy-authorization', 'upgrade', 'expect']) expect(got[name], name).toBeUndefined();
    expect(got['transfer-encoding']).toBeUndefined();
    expect(got['x-end-to-end']).toBe('kept');
    expect(got['x-forwarded-host']).toBe(`casino1.localhost:${server.port}`);
    expect(got['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('a backend 5xx that is not JSON becomes a JSON 502 the client reads', async () => {
    await proxy.setRules([{ path: '^/api/startup', mode: 'status', status: 500 }]);
    const answer = await api(server.port, '/api/startup', { domain_name: 'casino1.localhost' });
    expect(answer.status).toBe(502);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json).toMatchObject({ statusCode: -502, statusMessage: 'badGateway' });
  });

  it('a reset connection is a JSON 502, a backend slower than the budget a JSON 504 within it', async () => {
    await proxy.setRules([{ path: '^/api/startup', mode: 'reset' }]);
    expect((await api(server.port, '/api/startup', { domain_name: 'casino1.localhost' })).json.statusMessage).toBe('badGateway');
    await proxy.setRules([{ path: '^/api/startup', mode: 'slow', delayMs: 20_000 }]);
    const slow = await api(server.port, '/api/startup', { domain_name: 'casino1.localhost' });
    expect(slow.status).toBe(504);
    expect(slow.json).toMatchObject({ statusCode: -504, statusMessage: 'gatewayTimeout' });
    expect(slow.ms).toBeLessThan(3_000);
  });
});

describe('compression through the proxy', () => {
  it("the backend's plain JSON reaches a client that accepts brotli compressed, with Vary", async () => {
    await proxy.setRules([]);
    const ask = (acceptEncoding?: string) =>
      call(server.port, '/api/product/get_hot_games', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
        body: '{"domain_name":"casino1.localhost","external_id":"ext-casino1","game_type":"slot_game"}',
      });
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await ask('gzip, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString())).toEqual(JSON.parse(plain.body));
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 4);
  });
});

describe('degraded pages', () => {
  it('a page whose widgets could not load answers 503 with Retry-After', async () => {
    await proxy.setRules([{ path: '^/api/(?!startup|assets/)', mode: 'status', status: 503 }]);
    const page = await call(server.port, '/slots', { host: `casino2.localhost:${server.port}` });
    expect(page.status).toBe(503);
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
    expect(page.body).toContain('<html');
  });

  it('a site that is not ready (startup failed) answers 503 with Retry-After', async () => {
    await proxy.setRules([{ path: '^/api/startup', mode: 'status', status: 503 }]);
    const page = await call(server.port, '/', { host: `slot6.localhost:${server.port}` });
    expect(page.status).toBe(503);
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a healthy page is 200', async () => {
    await proxy.setRules([]);
    expect((await call(server.port, '/vip', { host: `casino3.localhost:${server.port}` })).status).toBe(200);
  });
});
