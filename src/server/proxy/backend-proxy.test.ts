import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackendProxy } from './backend-proxy.ts';

/** A backend on loopback whose answer each test chooses, and a front server that proxies to it. */
let backend: Server;
let front: Server;
let frontPort = 0;
let answer: (res: import('node:http').ServerResponse) => void = (res) => res.end();
let seen: IncomingHttpHeaders = {};
const failures: unknown[] = [];

const listen = (server: Server) =>
  new Promise<number>((ok) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      ok(typeof address === 'object' && address ? address.port : 0);
    }),
  );

beforeAll(async () => {
  backend = createServer((req, res) => {
    seen = req.headers;
    req.resume();
    req.on('end', () => answer(res));
  });
  const proxy = createBackendProxy(`http://127.0.0.1:${await listen(backend)}`, { 'x-content-type-options': 'nosniff' });
  front = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = new Headers({ 'content-type': 'application/json', connection: 'keep-alive, x-hop', 'x-hop': '1', 'x-kept': 'yes' });
      const call = {
        method: 'POST',
        target: '/api/startup?x=1',
        headers,
        body: Buffer.concat(chunks),
        client: { host: 'casino1.localhost', address: '10.0.0.7', tls: true },
      };
      proxy(call, res, 300).catch((error: unknown) => {
        failures.push(error);
        res.destroy();
      });
    });
  });
  frontPort = await listen(front);
});
afterAll(() => {
  front.close();
  backend.closeAllConnections();
  backend.close();
});

function post(): Promise<{ status: number; headers: IncomingHttpHeaders; body: string; complete: boolean }> {
  return new Promise((ok) => {
    const req = request({ host: '127.0.0.1', port: frontPort, method: 'POST', path: '/', agent: false }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body, complete: true }));
      res.on('error', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body, complete: false }));
    });
    req.on('error', () => ok({ status: 0, headers: {}, body: '', complete: false }));
    req.end('{"domain_name":"casino1.localhost"}');
  });
}

describe('the BACKEND_URL proxy over node:http', () => {
  it('passes the answer byte for byte with end-to-end headers, and names the caller', async () => {
    answer = (res) => {
      res.writeHead(201, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'keep-alive': 'timeout=5', 'x-backend': 'b' });
      res.end('not really gzip');
    };
    const got = await post();
    expect(got).toMatchObject({ status: 201, body: 'not really gzip', complete: true });
    expect(got.headers['content-encoding']).toBe('gzip');
    expect(got.headers['x-backend']).toBe('b');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['keep-alive']).not.toBe('timeout=5');
    expect(seen['x-kept']).toBe('yes');
    expect(seen['x-hop']).toBeUndefined();
    expect(seen['x-forwarded-for']).toBe('10.0.0.7');
    expect(seen['x-forwarded-host']).toBe('casino1.localhost');
    expect(seen['x-forwarded-proto']).toBe('https');
    expect(seen['content-length']).toBe(String('{"domain_name":"casino1.localhost"}'.length));
  });

  it('a 5xx that is not JSON becomes the JSON 502 the client reads; a JSON 5xx passes', async () => {
    answer = (res) => {
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end('<h1>oops</h1>');
    };
    const html = await post();
    expect(html.status).toBe(502);
    expect(JSON.parse(html.body)).toMatchObject({ statusCode: -502, statusMessage: 'badGateway' });
    answer = (res) => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end('{"statusCode":-1}');
    };
    expect(await post()).toMatchObject({ status: 503, body: '{"statusCode":-1}' });
  });

  it('a backend that does not answer in time is a JSON 504; one that stalls mid-body is cut', async () => {
    answer = () => {};
    const silent = await post();
    expect(silent.status).toBe(504);
    expect(JSON.parse(silent.body)).toMatchObject({ statusMessage: 'gatewayTimeout' });
    answer = (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"statusCode":1,"value":[');
    };
    const before = failures.length;
    const stalled = await post();
    expect(stalled.status).toBe(200);
    expect(stalled.complete).toBe(false);
    // the proxy's promise rejects (the caller logs and ends the exchange), possibly after the client saw the cut
    await new Promise((r) => setTimeout(r, 100));
    expect(failures.length).toBe(before + 1);
  });
});
