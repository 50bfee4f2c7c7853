import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createLobbyRoutes, lobbyApi, LOBBY_VIEW_MAX_AGE_S } from './lobby-view.ts';

const games = Array.from({ length: 100 }, (_, i) => ({
  provider_code: i % 4 === 0 ? 'JILI' : 'PPLAY',
  game_code: `g${i}`,
  game_name: i % 10 === 0 ? `Koi Pond ${i}` : `Game ${i}`,
  game_type: 'slot_game',
  game_image: `/img/${i}.png`,
}));

let server: Server | undefined;
afterEach(() => server?.close());

/** A real socket in front of the routes, whose API answers get_hot_games with `answer` (and counts the calls). */
async function serve(answer: () => Response) {
  const calls: { path: string; body: unknown }[] = [];
  const hook = createLobbyRoutes({
    api: lobbyApi(async (path, init) => {
      calls.push({ path, body: JSON.parse(String(init.body)) });
      return answer();
    }),
    trustProxy: false,
  });
  server = createServer((req, res) => {
    void hook(new URL(req.url ?? '/', 'http://x').pathname, req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; json: () => unknown }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method, headers: { host: `casino1.localhost:${port}`, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const enc = res.headers['content-encoding'];
          const body = enc === 'br' ? brotliDecompressSync(raw) : enc === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, json: () => JSON.parse(body.toString()) });
        });
      });
      req.on('error', reject);
      req.end();
    });
  return { get, calls };
}

const ok = () => Response.json({ statusCode: 1, statusMessage: 'OK', value: games });

describe('lobby views on the page server', () => {
  it('answers a page of matches for the Host and site asked, compressed and cacheable, from one backend call', async () => {
    const { get, calls } = await serve(ok);
    const res = await get('/__lobby/games?type=slot_game&site=ext-1&fallback=popular&provider=JILI&q=koi&offset=0&limit=2', { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ games: [games[0], games[20]], total: 5, offset: 0, fallback: null });
    expect(res.headers['cache-control']).toBe(`public, max-age=${LOBBY_VIEW_MAX_AGE_S}`);
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(calls).toEqual([{ path: '/api/product/get_hot_games', body: { domain_name: 'casino1.localhost', external_id: 'ext-1', game_type: 'slot_game' } }]);

    const big = await get('/__lobby/games?type=slot_game&site=ext-1&fallback=popular&offset=0&limit=100', { 'accept-encoding': 'gzip, br' });
    expect(big.headers['content-encoding']).toBe('br');
    expect((big.json() as { games: unknown[] }).games).toHaveLength(100);
    const gz = await get('/__lobby/games?type=slot_game&site=ext-1&fallback=popular&offset=0&limit=100', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    // the backend's answer is kept a few seconds: a player typing costs it one call
    expect(calls).toHaveLength(1);

    const again = await get('/__lobby/games?type=slot_game&site=ext-1&fallback=popular&offset=0&limit=100', { 'if-none-match': String(big.headers.etag) });
    expect(again.status).toBe(304);
  });

  it("answers every provider's first page and the list's own", async () => {
    const { get } = await serve(ok);
    const res = await get('/__lobby/first-pages?type=slot_game&site=ext-1&fallback=popular&limit=3');
    const body = res.json() as { all: { games: unknown[]; total: number }; pages: Record<string, { games: unknown[]; total: number }> };
    expect(body.all).toEqual({ games: games.slice(0, 3), total: 100 });
    expect(body.pages.JILI).toEqual({ games: [games[0], games[4], games[8]], total: 25 });
    expect(body.pages.PPLAY?.total).toBe(75);
  });

  it('keeps §8: a failed list is the default one (not kept), or 503 where the category has none', async () => {
    const { get } = await serve(() => new Response('down', { status: 500 }));
    const fallback = await get('/__lobby/games?type=slot_game&site=ext-1&fallback=popular&offset=0&limit=5');
    expect(fallback.status).toBe(200);
    expect(fallback.json()).toMatchObject({ fallback: 'popular' });
    expect(fallback.headers['cache-control']).toBe('no-store');
    const none = await get('/__lobby/games?type=casino&site=ext-1&fallback=none&offset=0&limit=5');
    expect(none.status).toBe(503);
    expect(none.json()).toMatchObject({ statusCode: -503, statusMessage: 'serviceUnavailable' });
    expect(none.headers['cache-control']).toBe('no-store');
  });

  it('refuses a bad query with a reason and other methods with 405; other paths are not its own', async () => {
    const { get, calls } = await serve(ok);
    const bad = await get('/__lobby/games?type=slot_game&site=ext-1&limit=99999');
    expect(bad.status).toBe(400);
    expect(bad.json()).toEqual({ error: 'limit must be a whole number from 1 to 10000' });
    expect((await get('/__lobby/games?type=slot_game&site=ext-1&limit=1', {}, 'POST')).status).toBe(405);
    expect((await get('/__lobby/other')).status).toBe(404);
    expect(calls).toHaveLength(0);
  });
});
