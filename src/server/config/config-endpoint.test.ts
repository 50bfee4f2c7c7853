import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ConfigSet } from '../../config/config-set.ts';
import { createConfigEndpoint } from './config-endpoint.ts';
import { createServedConfig } from './served-config.ts';

const REV = '0123456789abcdef';
const big = { widget: 'Stack', children: Array.from({ length: 200 }, (_, i) => ({ widget: 'Text', id: `t${i}` })) };
const set = {
  revision: REV,
  routes: [{ path: '/', page: 'home', guard: 'none' }],
  layouts: { main: { version: 1, name: 'main', root: big } },
  pages: { home: { version: 1, root: { widget: 'Home' } } },
  templates: {},
} as unknown as ConfigSet;

async function call(url: string, method = 'GET', encoding = '') {
  const store = createServedConfig(set, { log: () => undefined });
  const handle = createConfigEndpoint(store);
  const out: { status?: number; headers: Record<string, string>; body?: Buffer } = { headers: {} };
  const res = {
    writeHead(status: number, headers: Record<string, string> = {}) {
      out.status = status;
      out.headers = headers;
    },
    end(body?: Buffer) {
      out.body = body;
    },
  };
  const handled = await handle(
    url.split('?')[0] ?? '/',
    { url, method, headers: { 'accept-encoding': encoding } } as unknown as IncomingMessage,
    res as unknown as ServerResponse,
  );
  return {
    handled,
    ...out,
    json: () => JSON.parse((out.headers['content-encoding'] === 'gzip' ? gunzipSync(out.body ?? Buffer.alloc(0)) : (out.body ?? Buffer.alloc(0))).toString()),
  };
}

describe('config endpoint', () => {
  it('leaves other paths to the page handler', async () => {
    expect((await call('/healthz')).handled).toBe(false);
    expect((await call('/slots')).handled).toBe(false);
  });

  it('reports the serving revision without paths of the machine', async () => {
    const r = await call('/healthz/config');
    expect(r.status).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.json()).toMatchObject({ revision: REV, lastRefusal: null, watching: false });
    expect(r.body?.toString()).not.toContain('/secret/path');
  });

  it('serves a revision’s trees as immutable JSON, gzipped when asked', async () => {
    const r = await call(`/__config/${REV}/layout/main.json`, 'GET', 'gzip, br');
    expect(r.status).toBe(200);
    expect(r.headers).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      'content-encoding': 'gzip',
      'x-content-type-options': 'nosniff',
    });
    expect(r.json().root.children).toHaveLength(200);
    expect((await call(`/__config/${REV}/page/site1/home.json`)).status).toBe(404);
    expect((await call(`/__config/${REV}/layout/nope.json`)).status).toBe(404);
  });

  it('tells an unknown revision (410) from a malformed path (404), and takes only GET and HEAD', async () => {
    expect((await call('/__config/ffffffffffffffff/layout/main.json')).status).toBe(410);
    expect((await call('/__config/../../etc/passwd')).status).toBe(404);
    expect((await call(`/__config/${REV}/layout/%E0%A4%A.json`)).status).toBe(404);
    expect((await call(`/__config/${REV}/layout/main.json`, 'POST')).status).toBe(405);
  });
});
