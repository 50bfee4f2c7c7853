import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './server.ts';
import { login, op, startOperatorServer, type Login, type OperatorFixture } from './operator-server.ts';
import type { ComplianceSeenAnswer } from '../../schemas/compliance-seen.ts';
import type { VitalsAnswer } from '../../schemas/operator-api.ts';

/**
 * Compliance seen in the field (issue 52 part 3) against `npm start` with its operator surface: what
 * sampled page views post to POST /__compliance-seen is counted per site, route pattern, device class
 * and element, summed over the workers for GET /api/compliance/seen and exported on /metrics; malformed,
 * oversized, flooding and made-up-site posts are refused or kept apart before they can grow the series.
 */
let fx: OperatorFixture;
let viewer: Login;
let casinoOnly: Login;
beforeAll(async () => {
  fx = await startOperatorServer(
    { VITALS_PER_MINUTE: '20', COMPLIANCE_SEEN_THRESHOLD: '0.9' },
    { viewer: ['viewer', '*'], casinoviewer: ['viewer', 'casino1'] },
    [],
  );
  // a beacon follows its page view: the render is where the server learns a host is a site
  for (const host of ['casino1.localhost', 'slot2.localhost'])
    expect((await call(fx.server.port, '/', { host: `${host}:${fx.server.port}` })).status).toBeLessThan(400);
  viewer = await login(fx.port, 'viewer');
  casinoOnly = await login(fx.port, 'casinoviewer');
}, 120_000);
afterAll(() => fx?.stop());

const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

const post = (body: string | Buffer, client: string, host = 'casino1.localhost', path = '/__compliance-seen') =>
  call(fx.server.port, path, {
    method: 'POST',
    host: `${host}:${fx.server.port}`,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': PHONE, 'x-forwarded-for': client },
    body,
  });

const report = (page: string, visible: boolean) =>
  JSON.stringify({
    page,
    elements: [
      { element: 'licence-statement', rendered: true, visible },
      { element: 'rg-link', rendered: true, visible: true },
    ],
  });

const seen = async (session: Login, query = ''): Promise<ComplianceSeenAnswer> => {
  const res = await op(fx.port, `/api/compliance/seen${query}`, { cookie: session.cookie });
  expect(res.status).toBe(200);
  return res.json as unknown as ComplianceSeenAnswer;
};

describe('POST /__compliance-seen and GET /api/compliance/seen', () => {
  it('counts reports per site, page, device and element, and answers them with the threshold, scoped to the caller', async () => {
    for (const [i, visible] of [true, true, true, false].entries()) expect((await post(report('/vip', visible), `10.3.0.${i + 1}`)).status).toBe(204);
    expect((await post(report('/slots', true), '10.3.0.9', 'slot2.localhost')).status).toBe(204);
    const all = await seen(viewer);
    expect(all.threshold).toBe(0.9);
    expect(all.processes.answered).toBe(all.processes.total);
    expect(all.series).toContainEqual({
      site: 'casino1.localhost',
      page: '/vip',
      device: 'mobile',
      template: 'casino1',
      elements: { 'licence-statement': { views: 4, rendered: 4, visible: 3 }, 'rg-link': { views: 4, rendered: 4, visible: 4 } },
    });
    expect(all.series.some((s) => s.site === 'slot2.localhost')).toBe(true);
    const mine = await seen(casinoOnly);
    expect(mine.series.length).toBeGreaterThan(0);
    expect(mine.series.every((s) => s.template === 'casino1')).toBe(true);
    expect((await op(fx.port, '/api/compliance/seen?template=slot2', { cookie: casinoOnly.cookie })).status).toBe(403);
    expect((await op(fx.port, '/api/compliance/seen?template=../x', { cookie: viewer.cookie })).status).toBe(400);
    expect((await op(fx.port, '/api/compliance/seen')).status, 'no session').toBe(401);
  });

  it('exports the counts on the operator port’s /metrics', async () => {
    const metrics = await op(fx.port, '/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.body).toContain('compliance_element_views_total{site="casino1.localhost",page="/vip",device="mobile",element="licence-statement"} 4');
    expect(metrics.body).toContain('compliance_element_visible_total{site="casino1.localhost",page="/vip",device="mobile",element="licence-statement"} 3');
  });

  it('refuses an oversized body with 413, a malformed one with 400, another method with 405, and keeps none of them', async () => {
    const big = JSON.stringify({ page: '/', elements: [{ element: 'rg-link', rendered: true, visible: true }], pad: 'x'.repeat(2_000) });
    expect((await post(big, '10.3.1.1')).status).toBe(413);
    expect((await post('{"page":', '10.3.1.2')).status).toBe(400);
    expect((await post(report('/slots?email=player@example.com', true), '10.3.1.3')).status, 'a raw URL is not a route pattern').toBe(400);
    const contradiction = JSON.stringify({ page: '/', elements: [{ element: 'rg-link', rendered: false, visible: true }] });
    expect((await post(contradiction, '10.3.1.4')).status).toBe(400);
    expect((await post(JSON.stringify({ page: '/', elements: [{ element: 'popup', rendered: true, visible: true }] }), '10.3.1.5')).status).toBe(400);
    expect((await call(fx.server.port, '/__compliance-seen', { headers: { 'x-forwarded-for': '10.3.1.6' } })).status).toBe(405);
    const { series } = await seen(viewer);
    expect(series.some((s) => s.page.includes('email') || s.page === '/')).toBe(false);
  });

  it('keeps hosts that are no known site under one "unknown" series, so made-up hosts never grow the series', async () => {
    for (let i = 0; i < 8; i++) expect((await post(report(`/made-up-${i}`, true), `10.3.2.${i}`, `made-up-${i}.example`)).status).toBe(204);
    const { series } = await seen(viewer);
    expect(series.some((s) => s.site.startsWith('made-up') || s.page.startsWith('/made-up'))).toBe(false);
    expect(series.find((s) => s.site === 'unknown' && s.page === 'unknown')?.elements['rg-link']?.views).toBe(8);
    expect(
      (await seen(casinoOnly)).series.some((s) => s.site === 'unknown'),
      'only a grant over every template sees sites outside the fleet',
    ).toBe(false);
  });

  it('answers a flooding client 429 past its quota; another client still gets through', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) statuses.push((await post(report('/live', true), '10.3.3.1')).status);
    expect(statuses.slice(0, 20).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
    expect((await post(report('/live', true), '10.3.3.2')).status).toBe(204);
    const { series } = await seen(viewer);
    expect(series.find((s) => s.page === '/live')?.elements['licence-statement']?.views, 'only the allowed posts count').toBe(21);
  });

  it('keeps the per-process summary from anyone but a direct loopback client', async () => {
    const res = await call(fx.server.port, '/__compliance-seen/summary', { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('casino1');
  });
});

describe('one field beacon: POST /__vitals with the vitals and the elements', () => {
  it('counts the figures and the elements of one body, for /api/vitals and /api/compliance/seen', async () => {
    const both = JSON.stringify({
      page: '/promotions',
      metrics: [{ name: 'LCP', value: 1500 }],
      elements: [{ element: 'rg-link', rendered: true, visible: false }],
    });
    expect((await post(both, '10.3.4.1', 'casino1.localhost', '/__vitals')).status).toBe(204);
    expect((await seen(viewer)).series.find((s) => s.page === '/promotions')?.elements).toEqual({ 'rg-link': { views: 1, rendered: 1, visible: 0 } });
    const vitals = await op(fx.port, '/api/vitals?template=casino1', { cookie: viewer.cookie });
    expect(vitals.status).toBe(200);
    expect((vitals.json as unknown as VitalsAnswer).series.find((s) => s.page === '/promotions')?.metrics).toEqual({ LCP: { p75: 1500, count: 1 } });
  });

  it('holds one rate limit for a client, whichever path its beacons take', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++)
      statuses.push((await post(report('/bonus', true), '10.3.4.2', 'casino1.localhost', i % 2 ? '/__vitals' : '/__compliance-seen')).status);
    expect(statuses.slice(0, 20).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});
