import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './server.ts';
import { logEvents } from './log-records.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: '1' });
}, 90_000);
afterAll(() => server?.stop());

const WRK = '/usr/bin/wrk';

/** Requests per second for 2 s of load on loopback: wrk when installed, else a bounded fetch loop. */
async function rate(path: string, script?: string): Promise<number> {
  const host = `casino1.localhost:${server.port}`;
  if (existsSync(WRK)) {
    const args = [
      '-t1',
      '-c4',
      '-d2s',
      '-H',
      `Host: ${host}`,
      '-H',
      'Accept-Language: en',
      ...(script ? ['-s', script] : []),
      `http://127.0.0.1:${server.port}${path}`,
    ];
    const out = execFileSync(WRK, args, { encoding: 'utf8', timeout: 20_000 });
    const found = /Requests\/sec:\s+([\d.]+)/.exec(out);
    if (!found) throw new Error(`wrk said:\n${out}`);
    return Number(found[1]);
  }
  const until = performance.now() + 2_000;
  let done = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (performance.now() < until) {
        await call(server.port, script ? `${path}?r=${Math.random()}` : path, { headers: { 'accept-language': 'en' } });
        done++;
      }
    }),
  );
  return done / 2;
}

describe('cheap work stays cheap', () => {
  it('/slots?r=<random> costs no more than the cached page', async () => {
    await call(server.port, '/slots', { headers: { 'accept-language': 'en' } });
    const cached = await rate('/slots');
    const random = await rate('/slots', join(import.meta.dirname, 'random-query.lua'));
    console.info(`/slots: ${cached.toFixed(0)} req/s; /slots?r=<random>: ${random.toFixed(0)} req/s`);
    expect(random).toBeGreaterThan(cached * 0.6);
  });

  it('a query parameter a page reads still selects its own page', async () => {
    const a = await call(server.port, '/slots?q=zzzz-no-such-game', { headers: { 'accept-language': 'en' } });
    const b = await call(server.port, '/slots', { headers: { 'accept-language': 'en' } });
    expect(a.status).toBe(200);
    expect(a.body).not.toBe(b.body);
  });

  it('a malformed Host answers 400, and nothing is logged', async () => {
    for (const host of ['a b', 'x@y', 'bad/host', 'a..b']) {
      const answer = await call(server.port, '/', { host });
      expect(answer.status, JSON.stringify(host)).toBe(400);
    }
    expect(logEvents(server.output(), 'request.failed')).toEqual([]);
    expect(server.output()).not.toMatch(/TypeError|Invalid URL/);
  });

  it('an unknown /assets/ path answers a small static 404, not a rendered page', async () => {
    const answer = await call(server.port, '/assets/nope-1234.js');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body.length).toBeLessThan(100);
  });

  it('the Vite manifest and other dot-paths are not served', async () => {
    for (const path of ['/.vite/manifest.json', '/.vite/', '/.env']) {
      const answer = await call(server.port, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).not.toContain('entry-client');
    }
  });
});

describe('headers', () => {
  const isData = (headers: Record<string, string | string[] | undefined>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(String(headers['content-security-policy'])).toMatch(/^default-src 'none'/);
  };

  it("API answers, SVG and JSON files carry nosniff and a default-src 'none' CSP", async () => {
    const startup = await call(server.port, '/api/startup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"domain_name":"casino1.localhost"}',
    });
    isData(startup.headers);
    const refused = await call(server.port, '/api/nope', { method: 'POST', body: '{}' });
    isData(refused.headers);
    const startupJson = JSON.parse(startup.body) as { site?: { logo1?: string } };
    const svg = startupJson.site?.logo1;
    if (svg?.startsWith('/api/assets/')) isData((await call(server.port, svg)).headers);
    isData((await call(server.port, '/favicon.ico')).headers);
    isData((await call(server.port, '/favicon.svg')).headers);
    const latest = await call(server.port, '/builds/latest.json');
    expect(latest.status).toBe(200);
    isData(latest.headers);
  });

  it('HSTS only when the request came over TLS through the trusted proxy', async () => {
    const tls = await call(server.port, '/healthz', { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const plain = await call(server.port, '/healthz');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('/api answers are compressed for a client that accepts it', () => {
  const hotGames = (acceptEncoding?: string) =>
    call(server.port, '/api/product/get_hot_games', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      body: '{"domain_name":"casino1.localhost","external_id":"ext-casino1","game_type":"slot_game"}',
    });

  it('brotli, gzip or none as Accept-Encoding says, always with Vary, the same JSON once decoded', async () => {
    const plain = await hotGames();
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    const list = JSON.parse(plain.body) as { value: unknown[] };
    expect(list.value.length).toBeGreaterThan(100);

    const br = await hotGames('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString())).toEqual(list);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 4);

    const gzip = await hotGames('gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.bytes).toString())).toEqual(list);
  });

  it('a small answer goes as it is', async () => {
    const refused = await call(server.port, '/api/nope', { method: 'POST', headers: { 'accept-encoding': 'br, gzip' }, body: '{}' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body)).toHaveProperty('statusCode');
  });
});
