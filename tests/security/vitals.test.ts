import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './server.ts';

/**
 * POST /__vitals against `npm start` (src/server/vitals): what real browsers report is aggregated per
 * site, route pattern and device class and read back as p75 figures and Prometheus-style histograms;
 * oversized, malformed and flooding posts are refused. TRUST_PROXY=1 so each case posts as its own client.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: '1', VITALS_PER_MINUTE: '20', VITALS_SAMPLE_RATE: '0.5' });
  // a beacon follows its page view: the render is where the server learns a host is a site
  for (const host of ['casino1.localhost', 'slot2.localhost'])
    expect((await call(server.port, '/', { host: `${host}:${server.port}` })).status).toBeLessThan(400);
}, 90_000);
afterAll(() => server?.stop());

const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

const post = (body: string | Buffer, client: string, host = 'casino1.localhost', ua = PHONE) =>
  call(server.port, '/__vitals', {
    method: 'POST',
    host: `${host}:${server.port}`,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': ua, 'x-forwarded-for': client },
    body,
  });

interface Summary {
  sites: { site: string; page: string; device: string; metrics: Record<string, { p75: number; count: number }> }[];
}

describe('POST /__vitals', () => {
  it('keeps a host that is no known site under one "unknown" series, never as itself (issue 50)', async () => {
    for (let i = 0; i < 5; i++)
      expect(
        (await post(JSON.stringify({ page: `/made-up-${i}`, metrics: [{ name: 'LCP', value: 900 }] }), `10.9.0.${i}`, `made-up-${i}.example`)).status,
      ).toBe(204);
    const { sites } = JSON.parse((await call(server.port, '/__vitals/summary')).body) as Summary;
    expect(sites.some((s) => s.site.startsWith('made-up'))).toBe(false);
    expect(sites.find((s) => s.site === 'unknown' && s.page === 'unknown')?.metrics['LCP']?.count).toBe(5);
  });

  it('aggregates reports per site, page and device and answers p75 figures on loopback', async () => {
    for (const [i, lcp] of [1200, 1800, 2400, 3600].entries()) {
      const res = await post(
        JSON.stringify({
          page: '/',
          metrics: [
            { name: 'LCP', value: lcp },
            { name: 'INP', value: 40 + i * 40 },
          ],
        }),
        `10.0.0.${i + 1}`,
      );
      expect(res.status).toBe(204);
    }
    expect((await post(JSON.stringify({ page: '/slots', metrics: [{ name: 'CLS', value: 0.05 }] }), '10.0.0.9', 'slot2.localhost', DESKTOP)).status).toBe(204);

    const res = await call(server.port, '/__vitals/summary');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const { sites } = JSON.parse(res.body) as Summary;
    expect(sites).toContainEqual({
      site: 'casino1.localhost',
      page: '/',
      device: 'mobile',
      metrics: { LCP: { p75: 2400, count: 4 }, INP: { p75: 120, count: 4 } },
    });
    expect(sites).toContainEqual({ site: 'slot2.localhost', page: '/slots', device: 'desktop', metrics: { CLS: { p75: 0.05, count: 1 } } });
  });

  it('keeps the summary from anyone but a direct loopback client', async () => {
    const res = await call(server.port, '/__vitals/summary', { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('casino1');
  });

  it('refuses an oversized body with 413, a malformed one with 400, another method with 405', async () => {
    const big = JSON.stringify({ page: '/', metrics: [{ name: 'LCP', value: 1 }], pad: 'x'.repeat(4_000) });
    expect((await post(big, '10.0.1.1')).status).toBe(413);
    expect((await post('{"page":', '10.0.1.2')).status).toBe(400);
    const raw = await post(JSON.stringify({ page: '/slots?email=player@example.com', metrics: [{ name: 'LCP', value: 1 }] }), '10.0.1.3');
    expect(raw.status, 'a raw URL with a query is not a route pattern').toBe(400);
    expect((await call(server.port, '/__vitals', { headers: { 'x-forwarded-for': '10.0.1.4' } })).status).toBe(405);
    const { sites } = JSON.parse((await call(server.port, '/__vitals/summary')).body) as Summary;
    expect(sites.some((s) => s.page.includes('email'))).toBe(false);
  });

  it('answers a flooding client 429 past its quota; another client still gets through', async () => {
    const body = JSON.stringify({ page: '/vip', metrics: [{ name: 'TTFB', value: 100 }] });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await post(body, '10.0.2.1')).status);
    expect(statuses.slice(0, 20).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    expect((await post(body, '10.0.2.2')).status).toBe(204);
    const { sites } = JSON.parse((await call(server.port, '/__vitals/summary')).body) as Summary;
    expect(sites.find((s) => s.page === '/vip')?.metrics['TTFB']?.count, 'only the allowed posts count').toBe(21);
  });

  it('tells the page its sampling rate (VITALS_SAMPLE_RATE) in the bootstrap script', async () => {
    const page = await call(server.port, '/', { headers: { 'user-agent': PHONE } });
    expect(page.status).toBe(200);
    expect(page.body).toContain('self.__vitalsRate=0.5;');
  });
});
