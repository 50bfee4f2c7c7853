/**
 * Draft previews against a real server process (issue 28, issue 30 part 5): the operator API issues
 * a signed token; the player server renders the draft only for that token, never caches it, lets
 * only the studio frame it, and a player's page carries no trace of previews.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './server.ts';
import { as, auditLog, login, op, startOperatorServer, type Login, type OperatorFixture } from './operator-server.ts';
import { signPreviewToken } from '../../src/server/preview/token.ts';

const SECRET = 'security-suite-preview-secret-0123456789';
const DRAFT_COLOUR = '#123abc';
let fx: OperatorFixture;
let editor: Login;
let viewer: Login;
let draftId: string;

beforeAll(async () => {
  fx = await startOperatorServer(
    { PREVIEW_SECRET: SECRET },
    {
      admin: ['admin', '*'],
      viewer: ['viewer', '*'],
      editor: ['editor', '*'],
      slotviewer: ['viewer', 'slot2'],
      leaver: ['viewer', '*'],
    },
    [],
  );
  editor = await login(fx.port, 'editor');
  viewer = await login(fx.port, 'viewer');
  const live = (await op(fx.port, '/api/revisions/live', { cookie: editor.cookie })).json as { files: Record<string, string> };
  const files = {
    ...live.files,
    'templates/casino1.json': live.files['templates/casino1.json']!.replace(/"primary": "#[0-9a-f]{6}"/, `"primary": "${DRAFT_COLOUR}"`),
  };
  const created = await op(fx.port, '/api/drafts', as(editor, { title: 'preview', files }));
  expect(created.status).toBe(201);
  draftId = String(created.json['id']);
}, 120_000);
afterAll(() => fx?.stop());

const linkFor = async (session: Login, id = draftId) => op(fx.port, `/api/drafts/${id}/preview`, as(session, { site: 'casino1.localhost' }));
/** the player site (fx.port is the operator port) */
const page = (path: string, cookie?: string) => call(fx.server.port, path, { host: `casino1.localhost:${fx.server.port}`, headers: cookie ? { cookie } : {} });
/** the entry's cookie, as the browser sends it back */
async function enter(token: string, query = '', host = 'casino1.localhost'): Promise<{ status: number; cookie: string; body: string; setCookie: string }> {
  const answer = await call(fx.server.port, `/__preview/${token}/${query}`, { host: `${host}:${fx.server.port}` });
  const setCookie = String(answer.headers['set-cookie'] ?? '');
  return { status: answer.status, cookie: setCookie.split(';')[0] ?? '', body: answer.body, setCookie };
}

describe('the operator API issues preview links', () => {
  it('a viewer gets a short-lived signed link for the site asked for, and it is audited', async () => {
    const answer = await linkFor(viewer);
    expect(answer.status).toBe(201);
    expect(answer.json['origin']).toBe(`http://casino1.localhost:${fx.server.port}`);
    expect(String(answer.json['token'])).toMatch(/^[\w-]+\.[\w-]{43}$/);
    const expires = Date.parse(String(answer.json['expiresAt']));
    expect(expires - Date.now()).toBeGreaterThan(60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    const audit = await op(fx.port, '/api/audit?action=drafts.preview&limit=5', { cookie: (await login(fx.port, 'admin')).cookie });
    expect((audit.json['items'] as { actor: string; outcome: string }[])[0]).toMatchObject({ actor: 'viewer', outcome: 'ok' });
  });

  it('refuses without a session, outside the viewer’s scope, and for an unknown draft', async () => {
    expect((await op(fx.port, `/api/drafts/${draftId}/preview`, { body: {} })).status).toBe(401);
    const scoped = await login(fx.port, 'slotviewer');
    expect((await linkFor(scoped)).status).toBe(403);
    expect((await linkFor(viewer, 'nope')).status).toBe(404);
    expect((await op(fx.port, `/api/drafts/${draftId}/preview`, as(viewer, { site: 'evil.com/x' }))).status).toBe(400);
  });
});

describe('the player server renders a draft only for its token', () => {
  it('the entry renders the page, sets the preview cookie and moves the address bar to the site’s own address', async () => {
    const token = String((await linkFor(viewer)).json['token']);
    const entered = await enter(token, 'slots?bp=mobile&x=1');
    expect(entered.status).toBe(200);
    expect(entered.body).toContain('"address":"/slots?x=1"');
    expect(entered.body).toContain('data-studio-node="layout:"');
    expect(entered.setCookie).toMatch(/^__studio_preview=1~.+~mobile~guest; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=None; Partitioned$/);
  });

  it('a preview page is the draft, marked, with the preview script, never cached, noindex, framed by the studio only', async () => {
    const { cookie } = await enter(String((await linkFor(viewer)).json['token']));
    const first = await page('/', cookie);
    expect(first.status).toBe(200);
    expect(first.body).toContain(DRAFT_COLOUR);
    expect(first.body).toContain('data-studio-node="layout:"');
    expect(first.body).toMatch(/data-studio-node="page:\/children\/0"/);
    expect(first.body).toContain('<script id="studio-preview" nonce="');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['x-robots-tag']).toContain('noindex');
    expect(String(first.headers['content-security-policy'])).toMatch(new RegExp(`frame-ancestors http://localhost:${fx.port} http://127.0.0.1:${fx.port}$`));
    // rendered each time: the page cache never answers a preview
    const second = await page('/', cookie);
    expect(String(second.headers['server-timing'])).toMatch(/preview;dur=/);
    expect(second.headers['age']).toBeUndefined();
  });

  it('a player’s page has no marks, no preview script and the live colours, before and after a preview', async () => {
    const { cookie } = await enter(String((await linkFor(viewer)).json['token']));
    await page('/', cookie);
    for (let i = 0; i < 2; i++) {
      const player = await page('/');
      expect(player.status).toBe(200);
      expect(player.body).not.toContain('data-studio-node');
      expect(player.body).not.toContain('studio-preview');
      expect(player.body).not.toContain(DRAFT_COLOUR);
      expect(String(player.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    }
  });

  it('the draft’s trees go to its preview only, uncached', async () => {
    const { cookie } = await enter(String((await linkFor(viewer)).json['token']));
    const html = (await page('/', cookie)).body;
    const revision = /config\\?":\{\\?"revision\\?":\\?"([0-9a-f]{16})/.exec(html)?.[1];
    expect(revision).toBeDefined();
    const withCookie = await page(`/__config/${revision}/template/casino1.json`, cookie);
    expect(withCookie.status).toBe(200);
    expect(withCookie.body).toContain(DRAFT_COLOUR);
    expect(withCookie.headers['cache-control']).toBe('no-store');
    const without = await page(`/__config/${revision}/template/casino1.json`);
    expect(without.status).toBe(410);
    expect(without.body).not.toContain(DRAFT_COLOUR);
  });

  it('a shown preview reads the revision of the draft’s version with its cookie only, and that revision’s trees', async () => {
    const { cookie } = await enter(String((await linkFor(viewer)).json['token']));
    const answer = await page('/__preview-draft?v=1', cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const body = JSON.parse(answer.body) as { version: number; revision: string; routes: unknown[] };
    expect(body.version).toBeGreaterThanOrEqual(1);
    expect(body.revision).toMatch(/^[0-9a-f]{16}$/);
    expect(body.routes.length).toBeGreaterThan(10);
    const tree = await page(`/__config/${body.revision}/template/casino1.json`, cookie);
    expect(tree.status).toBe(200);
    expect(tree.body).toContain(DRAFT_COLOUR);
    // a version the draft never reaches: answered with the version it has, after the entry's 2 s wait at most
    const t0 = Date.now();
    const later = await page('/__preview-draft?v=99', cookie);
    expect(later.status).toBe(200);
    expect((JSON.parse(later.body) as { version: number }).version).toBe(body.version);
    expect(Date.now() - t0).toBeLessThan(5_000);
    // its time split as npm run bench -- studio reads it: the wait for the version, then the gate
    const timing = /^wait;dur=([\d.]+), gate;dur=[\d.]+$/.exec(String(later.headers['server-timing']));
    expect(Number(timing?.[1])).toBeGreaterThanOrEqual(1_900);
    // without a valid cookie: refused, and nothing of the draft
    const expired = signPreviewToken({ draft: draftId, account: 'viewer', site: 'casino1.localhost', exp: Date.now() - 1_000 }, SECRET);
    for (const other of [undefined, `__studio_preview=1~${expired}~~guest`, '__studio_preview=1~forged.sig~~guest', '__studio_preview=garbage']) {
      const refused = await page('/__preview-draft?v=1', other);
      expect(refused.status).toBe(403);
      expect(refused.body).not.toContain(body.revision);
    }
    expect(
      (await call(fx.server.port, '/__preview-draft?v=1', { method: 'POST', host: `casino1.localhost:${fx.server.port}`, headers: { cookie } })).status,
    ).toBe(405);
  });

  it('a forged, tampered, expired or other-secret token is a cheap 403 with a plain page', async () => {
    const good = String((await linkFor(viewer)).json['token']);
    const [payload = '', signature = ''] = good.split('.');
    const bad = [
      'forged',
      `${payload}.${signature.slice(0, -2)}AA`,
      signPreviewToken({ draft: draftId, account: 'viewer', site: 'casino1.localhost', exp: Date.now() - 1_000 }, SECRET),
      signPreviewToken({ draft: draftId, account: 'viewer', site: 'casino1.localhost', exp: Date.now() + 60_000 }, 'another-secret'),
      'x'.repeat(5_000),
    ];
    for (const token of bad) {
      const answer = await page(`/__preview/${token}/`);
      expect(answer.status, token.slice(0, 40)).toBe(403);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.body).not.toContain(DRAFT_COLOUR);
      expect(answer.ms).toBeLessThan(500);
    }
  });

  it('a forged or expired cookie shows the live site and forgets the cookie', async () => {
    const expired = signPreviewToken({ draft: draftId, account: 'viewer', site: 'casino1.localhost', exp: Date.now() - 1_000 }, SECRET);
    for (const cookie of [`__studio_preview=1~${expired}~~guest`, '__studio_preview=1~forged.sig~~guest', '__studio_preview=garbage']) {
      const answer = await page('/', cookie);
      expect(answer.status).toBe(200);
      expect(answer.body).not.toContain(DRAFT_COLOUR);
      expect(answer.body).not.toContain('data-studio-node');
      expect(String(answer.headers['set-cookie'])).toMatch(/^__studio_preview=; Max-Age=0/);
    }
  });
});

describe('a preview link is bound to its site and its operator (issue 50)', () => {
  it('a casino1 link answers 403 on slot2’s host, with nothing of the draft and no cookie', async () => {
    const token = String((await linkFor(viewer)).json['token']);
    const other = await enter(token, '', 'slot2.localhost');
    expect(other.status).toBe(403);
    expect(other.setCookie).toBe('');
    expect(other.body).not.toContain(DRAFT_COLOUR);
    // its cookie, carried to slot2 by hand, is no preview there either
    const { cookie } = await enter(token);
    const carried = await call(fx.server.port, '/', { host: `slot2.localhost:${fx.server.port}`, headers: { cookie } });
    expect(carried.body).not.toContain(DRAFT_COLOUR);
    expect(carried.body).not.toContain('data-studio-node');
    expect((await call(fx.server.port, '/__preview-draft?v=1', { host: `slot2.localhost:${fx.server.port}`, headers: { cookie } })).status).toBe(403);
  });

  it('a link’s use is audited once, not per request, and a disabled operator’s link answers 403 at once', async () => {
    const leaver = await login(fx.port, 'leaver');
    const admin = await login(fx.port, 'admin');
    const token = String((await linkFor(leaver)).json['token']);
    const entered = await enter(token);
    expect(entered.status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await page('/', entered.cookie)).body).toContain(DRAFT_COLOUR);
    const uses = (await auditLog(fx.port, admin, 'preview.use')).filter((e) => e.actor === 'leaver');
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({ outcome: 'ok', detail: { draft: draftId, site: 'casino1.localhost' } });

    expect((await op(fx.port, '/api/accounts/leaver', as(admin, { disabled: true }, 'PATCH'))).status).toBe(200);
    // at once: within the player server's 2 s account cache, polled a bounded number of times
    const t0 = Date.now();
    let status = 200;
    for (let i = 0; i < 30 && status === 200 && Date.now() - t0 < 5_000; i++) {
      status = (await enter(token)).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(403);
    expect(Date.now() - t0).toBeLessThan(3_000);
    const after = await page('/', entered.cookie);
    expect(after.body).not.toContain(DRAFT_COLOUR);
    expect(String(after.headers['set-cookie'])).toMatch(/^__studio_preview=; Max-Age=0/);
    const refused = (await auditLog(fx.port, admin, 'preview.use')).filter((e) => e.actor === 'leaver' && e.outcome === 'refused');
    expect(refused).toHaveLength(1);
  });
});
