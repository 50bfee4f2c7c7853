import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ENDPOINTS, type OperatorEndpoint, type OperatorEndpointName } from '../../schemas/operator-api/endpoints.ts';
import { api, call, site } from './server.ts';
import {
  ACCOUNTS,
  as,
  auditLog,
  login,
  nextAddress,
  op,
  partialRequest,
  PASSWORD,
  startOperatorServer,
  type Login,
  type OperatorFixture,
} from './operator-server.ts';

let fx: OperatorFixture;
let admin: Login;
beforeAll(async () => {
  fx = await startOperatorServer();
  admin = await login(fx.port, 'admin');
}, 120_000);
afterAll(() => fx?.stop());

type Revision = {
  id: string;
  contentId: string;
  parent: string | null;
  author: string;
  message: string;
  kind: string;
  restores?: string;
  files: Record<string, string>;
};

const live = async (): Promise<Revision> => (await op(fx.port, '/api/revisions/live', { cookie: admin.cookie })).json as unknown as Revision;
const recolour = (files: Record<string, string>, colour: string) => ({
  ...files,
  'templates/casino1.json': files['templates/casino1.json']!.replace(/"primary": "#[0-9a-f]{6}"/, `"primary": "${colour}"`),
});

/** The newest audit entries with this action, newest first. */
const audited = (action: string) => auditLog(fx.port, admin, action);

describe('who may call', () => {
  /** Every endpoint of the table that needs a session, with its path's parameters filled in: a new endpoint is in this matrix by being in the table. */
  const GUARDED = (Object.entries(OPERATOR_ENDPOINTS) as [OperatorEndpointName, OperatorEndpoint][])
    .filter(([, e]) => e.needs !== 'none')
    .map(([name, e]) => ({ name, ...e, url: e.path.replace(/:\w+/g, 'x') }));
  const changes = (method: string) => method !== 'GET';
  // a DELETE carries no body (the server refuses one, 400)
  const bodyFor = (method: string) => (changes(method) && method !== 'DELETE' ? { body: {} } : {});

  it('every endpoint but login answers 401 without a session, says so in JSON, and is audited under its action', async () => {
    // besides the password login, only single sign-on's (issue 50) are open: its info, the way to the IdP and back
    const open = ['login', 'sso', 'ssoLogin', 'ssoCallback'];
    expect(Object.keys(OPERATOR_ENDPOINTS).filter((name) => !GUARDED.some((e) => e.name === name))).toEqual(open);
    // an address's first unauthenticated request a minute is audited in full (the rest are counted)
    for (const { method, url, action } of GUARDED) {
      const answer = await op(fx.port, url, { method, ...bodyFor(method), from: nextAddress() });
      expect(answer.status, `${method} ${url}`).toBe(401);
      expect(answer.json.error?.code).toBe('unauthenticated');
      expect(answer.headers['cache-control']).toBe('no-store');
      const refused = (await audited(action)).find((e) => e.actor === 'anonymous' && e.detail['status'] === 401 && e.detail['path'] === url);
      expect(refused?.outcome, action).toBe('refused');
    }
    const refused = (await audited('publish')).find((e) => e.actor === 'anonymous' && e.detail['status'] === 401);
    expect(refused?.client).toMatch(/^10\./);
  });

  it("every endpoint refuses a player's token, as a bearer or as the session cookie, 401", async () => {
    const player = await api(fx.server.port, '/api/auth/login', { ...site('casino1'), account_id: 'demo', password: 'demo1234' }, { from: nextAddress() });
    const token = String(player.json['token']);
    expect(token.length).toBeGreaterThan(10);
    for (const { method, url } of GUARDED)
      for (const options of [{ bearer: token }, { cookie: `operator_session=${token}` }]) {
        const answer = await op(fx.port, url, { method, ...bodyFor(method), ...options });
        expect(answer.status, `${method} ${url} ${JSON.stringify(options)}`).toBe(401);
      }
  });

  it('every state change without the CSRF token is 403 csrf, before its role or body is looked at', async () => {
    const viewer = await login(fx.port, 'viewer');
    for (const { method, url } of GUARDED.filter((e) => changes(e.method))) {
      const answer = await op(fx.port, url, { method, ...bodyFor(method), cookie: viewer.cookie, from: nextAddress() });
      expect(answer.status, `${method} ${url}`).toBe(403);
      expect(answer.json.error?.code, `${method} ${url}`).toBe('csrf');
    }
  });

  it('every endpoint that needs a role refuses the role below it, and one over every template refuses a scoped grant, 403 naming what is needed', async () => {
    const below: Record<string, string> = { editor: 'viewer', publisher: 'editor', admin: 'publisher' };
    const sessions = new Map<string, Login>();
    const session = async (name: string) => sessions.get(name) ?? sessions.set(name, await login(fx.port, name)).get(name)!;
    const tried: string[] = [];
    for (const { method, url, needs, scope } of GUARDED) {
      const accounts = [...(below[needs] ? [below[needs]] : []), ...(scope === 'every' && needs === 'admin' ? ['casinoadmin'] : [])];
      for (const account of accounts) {
        const signedIn = await session(account);
        const answer = await op(fx.port, url, changes(method) ? { ...as(signedIn, undefined, method), ...bodyFor(method) } : { cookie: signedIn.cookie });
        expect(answer.status, `${account}: ${method} ${url}`).toBe(403);
        expect(answer.json.error?.code).toBe('forbidden');
        expect(answer.json.error?.['needed'], `${account}: ${method} ${url}`).toMatchObject({ role: needs, scope: scope === 'every' ? '*' : [] });
        tried.push(`${account} ${method} ${url}`);
      }
    }
    expect(tried.length).toBeGreaterThanOrEqual(GUARDED.filter((e) => below[e.needs]).length);
  });

  it("a player's token never opens an operator endpoint, and an operator session never acts as a player", async () => {
    const player = await api(fx.server.port, '/api/auth/login', { ...site('casino1'), account_id: 'demo', password: 'demo1234' }, { from: nextAddress() });
    const token = String(player.json['token']);
    expect(token.length).toBeGreaterThan(10);
    for (const options of [
      { bearer: token },
      { cookie: `operator_session=${token}` },
      { cookie: `__Host-operator_session=${token}` },
      { headers: { authorization: token } },
    ]) {
      const answer = await op(fx.port, '/api/revisions', { ...options, from: nextAddress() });
      expect(answer.status, JSON.stringify(options)).toBe(401);
    }
    const balance = await api(fx.server.port, '/api/auth/get_balance', { auth: admin.cookie.split('=')[1], account_id: 'admin' });
    expect(balance.json['statusCode']).not.toBe(1);
    const tried = (await audited('revisions.list')).filter((e) => e.actor === 'anonymous' && e.detail['status'] === 401);
    expect(tried.length).toBeGreaterThanOrEqual(4);
  });

  it('a state change without the CSRF token, or from another origin, is 403', async () => {
    const parent = (await live()).id;
    const noToken = await op(fx.port, '/api/rollback', { body: { revision: parent }, cookie: admin.cookie });
    expect(noToken.status).toBe(403);
    expect(noToken.json.error?.code).toBe('csrf');
    const wrongToken = await op(fx.port, '/api/rollback', { body: { revision: parent }, cookie: admin.cookie, csrf: 'x'.repeat(43) });
    expect(wrongToken.json.error?.code).toBe('csrf');
    const otherSite = await op(fx.port, '/api/rollback', { ...as(admin, { revision: parent }), headers: { origin: 'https://evil.example' } });
    expect(otherSite.status).toBe(403);
    expect(otherSite.json.error?.code).toBe('crossOrigin');
    const logout = await op(fx.port, '/api/logout', { method: 'POST', cookie: admin.cookie });
    expect(logout.status).toBe(403);
    expect((await live()).id).toBe(parent);
    const entries = (await audited('rollback')).filter((e) => e.actor === 'admin' && e.outcome === 'refused');
    expect(entries.map((e) => e.detail['code'])).toEqual(expect.arrayContaining(['csrf', 'crossOrigin']));
  });

  it('a viewer publishing, or a casino1 publisher changing slot2 or a shared page, is 403', async () => {
    const current = await live();
    const viewer = await login(fx.port, 'viewer');
    const byViewer = await op(fx.port, '/api/publish', as(viewer, { files: recolour(current.files, '#123456'), parent: current.id, message: 'viewer tries' }));
    expect(byViewer.status).toBe(403);
    expect(byViewer.json.error?.code).toBe('forbidden');
    const scoped = await login(fx.port, 'casinopub');
    const slot2 = { ...current.files, 'templates/slot2.json': current.files['templates/slot2.json']!.replace('"Slot 2"', '"Slot Two"') };
    const outside = await op(fx.port, '/api/publish', as(scoped, { files: slot2, parent: current.id, message: 'outside my scope' }));
    expect(outside.status).toBe(403);
    expect(outside.json.error?.['needed']).toEqual({ role: 'publisher', scope: ['slot2'] });
    const shared = { ...current.files, 'routes.json': `${current.files['routes.json']!} ` };
    expect((await op(fx.port, '/api/publish', as(scoped, { files: shared, parent: current.id, message: 'shared' }))).status).toBe(403);
    const refusals = (await audited('publish')).filter((e) => e.outcome === 'refused' && e.detail['status'] === 403);
    expect(refusals.map((e) => e.actor)).toEqual(expect.arrayContaining(['viewer', 'casinopub']));
    expect((await live()).id).toBe(current.id);
  });

  it('the 11th wrong password for an account is 429 with Retry-After, even from new addresses, and audited', async () => {
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 12; i++) {
      const answer = await op(fx.port, '/api/login', { body: { name: 'editor', password: `wrong password ${i}` }, from: nextAddress() });
      statuses.push(answer.status);
      if (answer.status === 429) retryAfter ??= String(answer.headers['retry-after']);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    // the right password too, while the account is locked
    expect((await op(fx.port, '/api/login', { body: { name: 'editor', password: PASSWORD }, from: nextAddress() })).status).toBe(429);
    const logins = (await audited('login')).filter((e) => e.detail['name'] === 'editor');
    expect(logins.filter((e) => e.detail['status'] === 429).length).toBe(3);
    expect(logins.filter((e) => e.detail['status'] === 401).length).toBe(10);
  });

  it('one address trying many accounts is limited at its 11th failure too', async () => {
    const from = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await op(fx.port, '/api/login', { body: { name: `nobody${i}`, password: 'not the password' }, from })).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('the session cookie is HttpOnly and SameSite=Strict, Secure over TLS, and logout ends the session', async () => {
    const session = await login(fx.port, 'viewer');
    expect(session.setCookie).toMatch(/^operator_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
    const tls = await op(fx.port, '/api/login', {
      body: { name: 'viewer', password: PASSWORD },
      from: nextAddress(),
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(String(tls.headers['set-cookie'])).toMatch(/^__Host-operator_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+; Secure$/);
    expect((await op(fx.port, '/api/session', { cookie: session.cookie })).json['account']).toBe('viewer');
    expect((await op(fx.port, '/api/logout', as(session))).status).toBe(200);
    expect((await op(fx.port, '/api/session', { cookie: session.cookie })).status).toBe(401);
  });
});

describe('publishing', () => {
  it('a lint error is 422 with the problems (file, line:column, pointer, rule) and nothing is published', async () => {
    const current = await live();
    const broken = {
      ...current.files,
      'templates/casino1.json': current.files['templates/casino1.json']!.replace('"label": "Casino 1"', '"labell": "Casino 1"'),
    };
    const answer = await op(fx.port, '/api/publish', as(admin, { files: broken, parent: current.id, message: 'typo' }));
    expect(answer.status).toBe(422);
    expect(answer.json.error?.code).toBe('lintErrors');
    const problems = answer.json.error?.['problems'] as { ruleId: string; file: string; line: number; column: number; pointer: string; message: string }[];
    expect(problems).toContainEqual(expect.objectContaining({ ruleId: 'schema', file: 'templates/casino1.json', line: 6, column: 3, pointer: '/labell' }));
    expect((await live()).id).toBe(current.id);
    const entry = (await audited('publish')).find((e) => e.detail['status'] === 422);
    expect(entry).toMatchObject({ actor: 'admin', outcome: 'refused' });
  });

  it('publish, history, diff and rollback', async () => {
    const before = await live();
    const publisher = await login(fx.port, 'publisher');
    const answer = await op(
      fx.port,
      '/api/publish',
      as(publisher, { files: recolour(before.files, '#e23d57'), parent: before.id, message: 'casino1: red primary' }),
    );
    expect(answer.status).toBe(201);
    const published = (answer.json['revision'] as Revision).id;
    const history = await op(fx.port, '/api/revisions?limit=1', { cookie: publisher.cookie });
    const items = history.json['items'] as Revision[];
    expect(items.map((r) => r.id)).toEqual([published]);
    expect(items[0]).toMatchObject({ author: 'publisher', message: 'casino1: red primary', parent: before.id, kind: 'publish' });
    expect(history.json['live']).toBe(published);
    const older = await op(fx.port, `/api/revisions?limit=1&before=${String(history.json['next'])}`, { cookie: publisher.cookie });
    expect((older.json['items'] as Revision[])[0]).toMatchObject({ id: before.id, kind: before.kind, author: before.author });

    const diff = await op(fx.port, `/api/diff?from=${before.id}&to=${published}`, { cookie: publisher.cookie });
    expect(diff.status).toBe(200);
    expect(diff.json['files']).toEqual([
      expect.objectContaining({
        file: 'templates/casino1.json',
        change: 'modified',
        values: [{ pointer: '/schemes/color1-1/primary', from: expect.any(String), to: '#e23d57' }],
      }),
    ]);
    // and first, as casino1's sites will show it
    expect(diff.json['changes']).toEqual([
      { templates: ['casino1'], what: 'scheme', scheme: 'color1-1', token: 'primary', from: expect.any(String), to: '#e23d57' },
    ]);

    const rollback = await op(fx.port, '/api/rollback', as(publisher, { revision: before.id }));
    expect(rollback.status).toBe(201);
    const restored = rollback.json['revision'] as Revision;
    expect(restored).toMatchObject({ kind: 'rollback', restores: before.id, parent: published, contentId: before.contentId });
    expect((await live()).id).toBe(restored.id);
    expect((await audited('rollback'))[0]).toMatchObject({ actor: 'publisher', outcome: 'ok', revision: restored.id });
    expect((await audited('publish')).find((e) => e.outcome === 'ok')).toMatchObject({ actor: 'publisher', revision: published });
  });

  it('a stale parent is 409 with the diff to what is live now', async () => {
    const base = await live();
    const first = await op(fx.port, '/api/publish', as(admin, { files: recolour(base.files, '#00aa00'), parent: base.id, message: 'first' }));
    expect(first.status).toBe(201);
    const second = await op(
      fx.port,
      '/api/publish',
      as(admin, { files: recolour(base.files, '#0000aa'), parent: base.id, message: 'second, on the old parent' }),
    );
    expect(second.status).toBe(409);
    expect(second.json.error).toMatchObject({ code: 'staleParent', parent: base.id, live: (first.json['revision'] as Revision).id });
    const diff = second.json.error?.['diff'] as { files: { file: string }[] };
    expect(diff.files.map((f) => f.file)).toEqual(['templates/casino1.json']);
    expect((await audited('publish')).find((e) => e.detail['status'] === 409)).toMatchObject({ actor: 'admin', outcome: 'refused' });
  });

  it('drafts: create, a stale version is 409, lint, publish from the draft', async () => {
    const editor = await login(fx.port, 'publisher');
    const current = await live();
    const created = await op(fx.port, '/api/drafts', as(editor, { title: 'blue casino' }));
    expect(created.status).toBe(201);
    const draft = created.json as { id: string; version: number; parent: string };
    expect(draft.parent).toBe(current.id);
    const updated = await op(fx.port, `/api/drafts/${draft.id}`, as(editor, { version: 1, files: recolour(current.files, '#2255ff') }, 'PUT'));
    expect(updated.status).toBe(200);
    expect(updated.json['version']).toBe(2);
    const stale = await op(fx.port, `/api/drafts/${draft.id}`, as(editor, { version: 1, title: 'other tab' }, 'PUT'));
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatchObject({ code: 'draftChanged', version: 2 });
    const lint = await op(fx.port, `/api/drafts/${draft.id}/lint`, as(editor, {}));
    expect(lint.status).toBe(200);
    expect(lint.json['errors']).toBe(0);
    const listed = await op(fx.port, '/api/drafts', { cookie: editor.cookie });
    expect((listed.json['items'] as { id: string }[]).map((d) => d.id)).toContain(draft.id);
    const published = await op(fx.port, '/api/publish', as(editor, { draft: draft.id, version: 2, message: 'blue casino' }));
    expect(published.status).toBe(201);
    expect((await live()).files['templates/casino1.json']).toContain('#2255ff');
    expect((await op(fx.port, `/api/drafts/${draft.id}`, { cookie: editor.cookie })).status).toBe(404);
  });

  it('bad input: malformed JSON 400, unknown revision 404, a body over the limit 413, an unknown route 404', async () => {
    const malformed = await op(fx.port, '/api/publish', { raw: '{"files": ', cookie: admin.cookie, csrf: admin.csrf });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error?.code).toBe('malformedJson');
    const unknown = await op(fx.port, '/api/revisions/nope', { cookie: admin.cookie });
    expect(unknown.status).toBe(404);
    const rollbackUnknown = await op(fx.port, '/api/rollback', as(admin, { revision: 'nope' }));
    expect(rollbackUnknown.status).toBe(404);
    const huge = await partialRequest(fx.port, 'POST /api/publish', 9 * 1024 * 1024, [`cookie: ${admin.cookie}`, `x-csrf-token: ${admin.csrf}`]);
    expect(huge).toMatch(/^HTTP\/1\.1 413 /);
    expect(huge).toContain('"code":"payloadTooLarge"');
    expect((await op(fx.port, '/api/nothing-here')).status).toBe(404);
    expect((await op(fx.port, '/api/publish', { method: 'GET', cookie: admin.cookie })).status).toBe(405);
  });
});

describe('accounts and audit', () => {
  it('an admin makes an account over the API; a non-admin cannot read the audit log or accounts', async () => {
    const created = await op(
      fx.port,
      '/api/accounts',
      as(admin, { name: 'newbie', password: 'a long enough password', grants: [{ role: 'editor', scope: ['slot2'] }] }),
    );
    expect(created.status).toBe(201);
    expect((await login(fx.port, 'newbie', 'a long enough password')).csrf).toMatch(/^[\w-]{43}$/);
    const publisher = await login(fx.port, 'publisher');
    expect((await op(fx.port, '/api/audit', { cookie: publisher.cookie })).status).toBe(403);
    expect((await op(fx.port, '/api/accounts', { cookie: publisher.cookie })).status).toBe(403);
    const disabled = await op(fx.port, '/api/accounts/newbie', as(admin, { disabled: true }, 'PATCH'));
    expect(disabled.status).toBe(200);
    expect((await op(fx.port, '/api/login', { body: { name: 'newbie', password: 'a long enough password' }, from: nextAddress() })).status).toBe(401);
    expect(Object.keys(ACCOUNTS)).toContain('ci');
  });

  it('the audit log is paged, newest first, and has no way to change it', async () => {
    const first = await op(fx.port, '/api/audit?limit=5', { cookie: admin.cookie });
    const items = first.json['items'] as { seq: number; at: string; actor: string; action: string }[];
    expect(items).toHaveLength(5);
    expect(items[0]!.seq).toBeGreaterThan(items[4]!.seq);
    const next = await op(fx.port, `/api/audit?limit=5&before=${String(first.json['next'])}`, { cookie: admin.cookie });
    expect((next.json['items'] as { seq: number }[])[0]!.seq).toBe(items[4]!.seq - 1);
    for (const method of ['PUT', 'DELETE', 'PATCH', 'POST'])
      expect((await op(fx.port, '/api/audit', { method, cookie: admin.cookie, csrf: admin.csrf })).status).toBe(405);
  });
});

describe('operability', () => {
  it('/metrics on the operator port gathers every worker and the operator surface', async () => {
    await api(fx.server.port, '/api/startup', { domain_name: 'casino1.localhost' });
    // a real player's field vitals, posted to the player port, reach the operator's /metrics too
    const vital = await call(fx.server.port, '/__vitals', {
      method: 'POST',
      host: `casino1.localhost:${fx.server.port}`,
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36' },
      body: JSON.stringify({ page: '/', metrics: [{ name: 'LCP', value: 1800 }] }),
    });
    expect(vital.status).toBe(204);
    const metrics = await op(fx.port, '/metrics');
    expect(metrics.status).toBe(200);
    for (const name of [
      'http_request_duration_seconds_bucket',
      'backend_call_duration_seconds_bucket',
      'page_cache_hit_ratio',
      'operator_request_duration_seconds_bucket',
      'config_publishes_total{kind="publish"}',
      'config_publish_refusals_total{reason="lint"}',
      'config_live_revision_info{revision=',
      'process_cpu_user_seconds_total',
      'supervisor_process_cpu_user_seconds_total',
      'web_vitals_lcp_seconds_bucket{le=',
    ])
      expect(metrics.body, name).toContain(name);
  });

  it("/api/vitals pools the workers: each series names its template, a viewer sees only their templates' sites", async () => {
    const beacon = (host: string, body: unknown) =>
      call(fx.server.port, '/__vitals', {
        method: 'POST',
        host: `${host}:${fx.server.port}`,
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36',
          'x-forwarded-for': nextAddress(),
        },
        body: JSON.stringify(body),
      });
    // the fleet learns each site from its startup data, as when a player opens it
    for (const key of ['casino1', 'slot2']) await api(fx.server.port, '/api/startup', { domain_name: `${key}.localhost` });
    for (const inp of [40, 80, 120, 160])
      expect((await beacon('slot2.localhost', { page: '/slots', metrics: [{ name: 'INP', value: inp }] })).status).toBe(204);
    expect((await beacon('casino1.localhost', { page: '/vip', metrics: [{ name: 'CLS', value: 0.02 }] })).status).toBe(204);

    type Vitals = {
      series: { site: string; page: string; device: string; template: string | null; metrics: Record<string, { p75: number; count: number }> }[];
      processes: { answered: number; total: number };
    };
    const read = async (session: Login, query = '') => {
      const answer = await op(fx.port, `/api/vitals${query}`, { cookie: session.cookie });
      return { status: answer.status, body: answer.json as unknown as Vitals };
    };
    await expect.poll(async () => (await read(admin)).body.series.find((s) => s.site === 'slot2.localhost')?.template).toBe('slot2');
    const all = (await read(admin)).body;
    expect(all.processes.total).toBeGreaterThanOrEqual(1);
    expect(all.processes.answered).toBe(all.processes.total);
    expect(all.series).toContainEqual({
      site: 'slot2.localhost',
      page: '/slots',
      device: 'mobile',
      template: 'slot2',
      metrics: { INP: { p75: 120, count: 4 } },
    });
    expect(all.series.find((s) => s.site === 'casino1.localhost' && s.page === '/vip')?.template).toBe('casino1');

    const casinopub = await login(fx.port, 'casinopub');
    const scoped = await read(casinopub);
    expect(scoped.status).toBe(200);
    expect(scoped.body.series.length).toBeGreaterThan(0);
    expect(scoped.body.series.every((s) => s.template === 'casino1')).toBe(true);
    expect((await read(casinopub, '?template=slot2')).status).toBe(403);
    expect((await read(admin, '?template=slot2')).body.series.map((s) => s.site)).toEqual(['slot2.localhost']);
    expect((await read(admin, '?template=../x')).status).toBe(400);
    const player = await api(fx.server.port, '/api/auth/login', { ...site('casino1'), account_id: 'demo', password: 'demo1234' }, { from: nextAddress() });
    expect((await op(fx.port, '/api/vitals', { bearer: String(player.json['token']) })).status).toBe(401);
  });

  it('every request has a JSON access line with its id, host, route, status and duration', async () => {
    const answer = await op(fx.port, '/api/revisions', { cookie: admin.cookie });
    const id = String(answer.headers['x-request-id']);
    await new Promise((r) => setTimeout(r, 200));
    const line = fx.server
      .output()
      .split('\n')
      .find((l) => l.includes(id));
    expect(JSON.parse(line!)).toMatchObject({ type: 'access', surface: 'operator', reqId: id, route: '/api/revisions', status: 200, actor: 'admin' });
    const page = await api(fx.server.port, '/api/startup', { domain_name: 'casino1.localhost' });
    const playerId = String(page.headers['x-request-id']);
    await new Promise((r) => setTimeout(r, 200));
    const playerLine = fx.server
      .output()
      .split('\n')
      .find((l) => l.includes(playerId));
    expect(JSON.parse(playerLine!)).toMatchObject({ type: 'access', surface: 'player', route: '/api/startup', status: 200, revision: expect.any(String) });
  });
});
