import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, call, site } from './server.ts';
import { as, login, nextAddress, op, startOperatorServer, type Login, type OperatorFixture } from './operator-server.ts';

/** The operator route that points a demo site at a template (studio "New brand"), against a real server with the embedded demo backend. */
let fx: OperatorFixture;
let admin: Login;
/** casino3 as seeded: its own template and one of its schemes */
let original: { theme_code: unknown; theme_color: unknown };
beforeAll(async () => {
  fx = await startOperatorServer();
  admin = await login(fx.port, 'admin');
  original = await startupTheme('casino3');
}, 120_000);
afterAll(() => fx?.stop());

const POINT = '/api/demo-sites/casino3.localhost';
const startupTheme = async (key: string) => {
  const answer = await api(fx.server.port, '/api/startup', site(key), { key, from: nextAddress() });
  const s = (answer.json['site'] ?? {}) as Record<string, unknown>;
  return { theme_code: s['theme_code'], theme_color: s['theme_color'] };
};

describe('who may point a demo site', () => {
  it('no session: 401, and the site is unchanged', async () => {
    expect(original).toMatchObject({ theme_code: 'casino3', theme_color: expect.stringMatching(/^color3-\d$/) });
    expect((await op(fx.port, '/api/demo-sites')).status).toBe(401);
    const put = await op(fx.port, POINT, { method: 'PUT', body: { theme_code: 'casino1', theme_color: 'color1-1' } });
    expect(put.status).toBe(401);
    expect(put.json.error?.code).toBe('unauthenticated');
    expect(await startupTheme('casino3')).toEqual(original);
  });

  it("a player's token opens nothing", async () => {
    const player = await api(fx.server.port, '/api/auth/login', { ...site('casino1'), account_id: 'demo', password: 'demo1234' }, { from: nextAddress() });
    const token = String(player.json['token']);
    expect(token.length).toBeGreaterThan(10);
    for (const options of [{ bearer: token }, { cookie: `operator_session=${token}` }]) {
      expect((await op(fx.port, POINT, { method: 'PUT', body: { theme_code: 'casino1', theme_color: 'color1-1' }, ...options })).status).toBe(401);
    }
  });

  it('an admin without the CSRF token, or from another origin: 403', async () => {
    const body = { theme_code: 'casino1', theme_color: 'color1-1' };
    const noToken = await op(fx.port, POINT, { method: 'PUT', body, cookie: admin.cookie });
    expect(noToken.status).toBe(403);
    expect(noToken.json.error?.code).toBe('csrf');
    const otherSite = await op(fx.port, POINT, { ...as(admin, body, 'PUT'), headers: { origin: 'https://evil.example' } });
    expect(otherSite.json.error?.code).toBe('crossOrigin');
    expect(await startupTheme('casino3')).toEqual(original);
  });

  it('an editor or a publisher may list but not point: 403', async () => {
    for (const name of ['editor', 'publisher']) {
      const session = await login(fx.port, name);
      expect((await op(fx.port, '/api/demo-sites', { cookie: session.cookie })).status).toBe(200);
      const put = await op(fx.port, POINT, as(session, { theme_code: 'casino1', theme_color: 'color1-1' }, 'PUT'));
      expect(put.status, name).toBe(403);
      expect(put.json.error?.code).toBe('forbidden');
    }
    expect(await startupTheme('casino3')).toEqual(original);
  });
});

describe('an admin points a demo site at a published clone', () => {
  it('lists the demo sites with their theme', async () => {
    const list = await op(fx.port, '/api/demo-sites', { cookie: admin.cookie });
    expect(list.status).toBe(200);
    expect(list.json['items']).toEqual(expect.arrayContaining([{ domain: 'casino3.localhost', ...original }]));
  });

  it('refuses bad input and a template that is not live, changing nothing', async () => {
    const put = (domain: string, body: unknown) => op(fx.port, `/api/demo-sites/${domain}`, as(admin, body, 'PUT'));
    expect((await put('casino3.localhost', { theme_code: '_casino', theme_color: 'color1-1' })).status).toBe(400);
    expect((await put('casino3.localhost', { theme_code: 'casino1', theme_color: '<b>' })).status).toBe(400);
    expect((await put('casino3.localhost', { theme_code: 'casino1' })).status).toBe(400);
    const notLive = await put('casino3.localhost', { theme_code: 'casino30', theme_color: 'color1-1' });
    expect(notLive.status).toBe(409);
    expect(notLive.json.error).toMatchObject({ code: 'themeNotLive', message: 'no template casino30 is live: publish it first' });
    const noScheme = await put('casino3.localhost', { theme_code: 'casino1', theme_color: 'color9-9' });
    expect(noScheme.status).toBe(409);
    expect(noScheme.json.error?.message).toMatch(/has no scheme color9-9 live \(it has color1-1/);
    expect((await put('nowhere.localhost', { theme_code: 'casino1', theme_color: 'color1-1' })).status).toBe(404);
    expect(await startupTheme('casino3')).toEqual(original);
  });

  it('publish a clone, point casino3 at it: the site serves it, and the change is audited', async () => {
    const live = (await op(fx.port, '/api/revisions/live', { cookie: admin.cookie })).json as { id: string; files: Record<string, string> };
    const clone = { $schema: '../../schemas/generated/template.schema.json', version: 1, key: 'casino30', extends: 'casino1', label: 'Casino 30' };
    const published = await op(
      fx.port,
      '/api/publish',
      as(admin, { files: { ...live.files, 'templates/casino30.json': `${JSON.stringify(clone, null, 2)}\n` }, parent: live.id, message: 'new brand casino30' }),
    );
    expect(published.status, published.body).toBe(201);
    const put = await op(fx.port, POINT, as(admin, { theme_code: 'casino30', theme_color: 'color1-2' }, 'PUT'));
    expect(put.status, put.body).toBe(200);
    expect(put.json).toMatchObject({
      domain: 'casino3.localhost',
      domains: ['casino3.localhost'],
      theme_code: 'casino30',
      theme_color: 'color1-2',
      before: original,
      // answered once the player process served the publish
      served: { revision: (published.json['revision'] as { id: string }).id, processes: 1, of: 1 },
    });
    expect(await startupTheme('casino3')).toEqual({ theme_code: 'casino30', theme_color: 'color1-2' });
    // the page wears the clone's scheme: color1-2 as casino30 inherits it from casino1
    const primary = (JSON.parse(live.files['templates/casino1.json']!) as { schemes: Record<string, { primary: string }> }).schemes['color1-2']!.primary;
    // the route waited for the player process to serve the publish: the site's first page after it wears the clone, never "not set up yet"
    const page = await call(fx.server.port, '/slots', { host: `casino3.localhost:${fx.server.port}` });
    expect(page.status, page.body.slice(0, 2000)).toBe(200);
    expect(page.body).toContain(`--color-primary:${primary}`);
    const audit = await op(fx.port, '/api/audit?action=demoSites.point&limit=20', { cookie: admin.cookie });
    const entries = audit.json['items'] as { actor: string; outcome: string; detail: Record<string, unknown> }[];
    expect(entries.find((e) => e.outcome === 'ok')).toMatchObject({
      actor: 'admin',
      detail: expect.objectContaining({ domain: 'casino3.localhost', theme_code: 'casino30', theme_color: 'color1-2', before: original }),
    });
    expect(entries.filter((e) => e.outcome === 'refused').length).toBeGreaterThanOrEqual(4);
  });
});

describe('behind BACKEND_URL', () => {
  it('there are no demo sites to point: 404 demoBackendOff', async () => {
    const proxied = await startOperatorServer({ BACKEND_URL: 'http://127.0.0.1:9' }, { admin: ['admin', '*'] }, []);
    try {
      const session = await login(proxied.port, 'admin');
      const list = await op(proxied.port, '/api/demo-sites', { cookie: session.cookie });
      expect(list.status).toBe(404);
      expect(list.json.error?.code).toBe('demoBackendOff');
      expect((await op(proxied.port, POINT, as(session, { theme_code: 'casino1', theme_color: 'color1-1' }, 'PUT'))).json.error?.code).toBe('demoBackendOff');
    } finally {
      await proxied.stop();
    }
  }, 120_000);
});
