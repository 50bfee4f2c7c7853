import { describe, expect, it } from 'vitest';
import { endToEndHeaders, forward, passBack } from './api-transport.ts';

describe('proxy headers (RFC 9110 §7.6.1)', () => {
  it('drops hop-by-hop headers, Proxy-*, and those Connection names', () => {
    const out = endToEndHeaders(
      new Headers({
        connection: 'keep-alive, x-secret',
        'x-secret': '1',
        'keep-alive': 'timeout=5',
        'proxy-authorization': 'Basic eDp5',
        te: 'trailers',
        trailer: 'x-later',
        'transfer-encoding': 'chunked',
        upgrade: 'h2c',
        expect: '100-continue',
        host: 'a',
        'content-length': '3',
        'content-type': 'application/json',
        cookie: 'a=1',
      }),
    );
    expect([...out.keys()].sort()).toEqual(['content-type', 'cookie']);
  });
});

describe('backend failures', () => {
  const client = { host: 'casino1.localhost', address: '127.0.0.1', tls: false };
  const request = () => new Request('http://casino1.localhost/api/startup', { method: 'POST', body: '{}' });

  it('a thrown call is 502, a timeout 504, both JSON', async () => {
    const down = await forward(() => Promise.reject(new TypeError('fetch failed')), request(), client);
    expect(down.status).toBe(502);
    expect(await down.json()).toMatchObject({ statusCode: -502, statusMessage: 'badGateway' });
    const slow = await forward(
      (_path, init) => new Promise((_ok, fail) => init.signal?.addEventListener('abort', () => fail(init.signal?.reason))),
      request(),
      client,
      20,
    );
    expect(slow.status).toBe(504);
    expect(await slow.json()).toMatchObject({ statusCode: -504, statusMessage: 'gatewayTimeout' });
  });

  it('a non-JSON 5xx becomes a JSON 502; a JSON answer passes with its status, minus hop-by-hop and encoding headers', async () => {
    expect((await passBack(new Response('<h1>oops</h1>', { status: 500, headers: { 'content-type': 'text/html' } }))).status).toBe(502);
    const ok = await passBack(
      new Response('{"statusCode":1}', {
        status: 200,
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', connection: 'close', 'keep-alive': 'x' },
      }),
    );
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-encoding')).toBeNull();
    expect(ok.headers.get('keep-alive')).toBeNull();
    expect(await ok.text()).toBe('{"statusCode":1}');
  });
});
