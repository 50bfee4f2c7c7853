/**
 * Issue 50, the operator port's request handling, against a real server process: it answers only the
 * host names it is configured for (DNS rebinding), unauthenticated floods are limited per address and
 * cannot grow the audit log, HSTS behind TLS, bodies too deep or naming prototype keys are refused, and
 * drafts have a per-operator quota.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './server.ts';
import { as, auditLog, login, nextAddress, op, PASSWORD, startOperatorServer, type AuditItem, type Login, type OperatorFixture } from './operator-server.ts';
import { DRAFTS_PER_MINUTE, MAX_OPEN_DRAFTS } from '../../src/server/operator/draft-quota.ts';

let fx: OperatorFixture;
let admin: Login;
let editor: Login;
const FLOOD = 3_000;
const FLOOD_FROM = nextAddress();

beforeAll(async () => {
  fx = await startOperatorServer();
  admin = await login(fx.port, 'admin');
}, 60_000);
afterAll(() => fx?.stop());

const fromEvil = (path: string, options: { method?: string; body?: string; headers?: Record<string, string> } = {}) =>
  call(fx.port, path, { host: `evil.example:${fx.port}`, ...options, headers: { 'content-type': 'application/json', ...options.headers } });

/** Every audit row from one client address, newest first. */
async function auditedFrom(client: string): Promise<AuditItem[]> {
  const answer = await op(fx.port, '/api/audit?actor=anonymous&limit=500', { cookie: admin.cookie });
  expect(answer.status).toBe(200);
  return (answer.json['items'] as AuditItem[]).filter((e) => e.client === client);
}

describe('the operator port answers only its OPERATOR_HOSTS', () => {
  it('a Host it is not configured for gets no session, no /metrics, no studio, no API', async () => {
    const loginTry = await fromEvil('/api/login', { method: 'POST', body: JSON.stringify({ name: 'admin', password: PASSWORD }) });
    expect(loginTry.status).toBe(421);
    expect(loginTry.headers['set-cookie']).toBeUndefined();
    expect(loginTry.body).not.toContain('csrfToken');
    const metrics = await fromEvil('/metrics');
    expect(metrics.status).toBe(421);
    expect(metrics.body).not.toContain('# HELP');
    const studio = await fromEvil('/studio/');
    expect(studio.status).toBe(421);
    expect(studio.body).not.toContain('<html');
    const api = await fromEvil('/api/revisions', { headers: { authorization: `Bearer ${fx.ciToken}` } });
    expect(api.status).toBe(421);
    expect(api.body).not.toContain('items');
    // behind the trusted proxy, its X-Forwarded-Host is held to the same list
    const forwarded = await op(fx.port, '/metrics', { headers: { 'x-forwarded-host': 'evil.example' } });
    expect(forwarded.status).toBe(421);
  });

  it('the loopback names are answered, and a state change from another origin is refused', async () => {
    expect((await op(fx.port, '/metrics')).status).toBe(200);
    expect((await call(fx.port, '/healthz', { host: `localhost:${fx.port}` })).status).toBe(200);
    const crossOrigin = await op(fx.port, '/api/logout', { body: {}, cookie: admin.cookie, csrf: admin.csrf, headers: { origin: 'http://evil.example' } });
    expect(crossOrigin.status).toBe(403);
    expect(crossOrigin.json.error?.code).toBe('crossOrigin');
  });
});

describe('unauthenticated requests', () => {
  it(`${FLOOD} from one address are limited (429, Retry-After) and add at most a few audit rows`, async () => {
    const statuses = new Map<number, number>();
    let retryAfter: string | undefined;
    let sent = 0;
    const deadline = Date.now() + 60_000;
    const worker = async () => {
      while (sent < FLOOD && Date.now() < deadline) {
        sent++;
        const answer = await op(fx.port, '/api/revisions', { from: FLOOD_FROM });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 429) retryAfter ??= String(answer.headers['retry-after']);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(sent).toBe(FLOOD);
    expect(statuses.get(401)).toBeGreaterThan(0);
    expect(statuses.get(429)).toBeGreaterThan(FLOOD / 2);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    const rows = await auditedFrom(FLOOD_FROM);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.length).toBeLessThanOrEqual(24);
    // another address is not limited by this one's flood
    expect((await op(fx.port, '/api/revisions', { from: nextAddress() })).status).toBe(401);
    // nor is an operator at that address who logs in
    expect((await op(fx.port, '/api/revisions', { bearer: fx.ciToken, from: FLOOD_FROM })).status).toBe(200);
  }, 90_000);
});

describe('TLS', () => {
  it('sends Strict-Transport-Security behind a TLS proxy, not over plain HTTP', async () => {
    const secure = await op(fx.port, '/api/session', { headers: { 'x-forwarded-proto': 'https' }, from: nextAddress() });
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    const studio = await op(fx.port, '/metrics', { headers: { 'x-forwarded-proto': 'https' } });
    expect(studio.headers['strict-transport-security']).toMatch(/^max-age=/);
    const plain = await op(fx.port, '/api/session', { from: nextAddress() });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('request bodies', () => {
  it('a prototype key anywhere in a body is refused 400, naming its path', async () => {
    const draft = await op(fx.port, '/api/drafts', { raw: '{"title": "x", "files": {"__proto__": {"a": "b"}}}', bearer: fx.ciToken });
    expect(draft.status).toBe(400);
    expect(draft.json.error).toMatchObject({ code: 'forbiddenKey', field: 'files.__proto__' });
    const edit = await op(fx.port, '/api/login', { raw: '{"name": "admin", "password": "x", "constructor": {"prototype": 1}}', from: nextAddress() });
    expect(edit.status).toBe(400);
    expect(edit.json.error?.field).toBe('constructor');
  });

  it('a value 100,000 levels deep is refused 400 before validation, with no stack', async () => {
    const created = await op(fx.port, '/api/drafts', { body: { title: 'deep' }, bearer: fx.ciToken });
    expect(created.status).toBe(201);
    const id = String(created.json['id']);
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const raw = `{"version": ${String(created.json['version'])}, "edits": [{"op": "setTemplate", "template": "casino1", "pointer": "/x", "value": ${deep}}]}`;
    const answer = await op(fx.port, `/api/drafts/${id}/edits`, { raw, bearer: fx.ciToken });
    expect(answer.status).toBe(400);
    expect(answer.json.error?.code).toBe('tooDeep');
    expect(answer.body).not.toMatch(/at \w+ \(/);
    // 64 levels are still accepted as JSON (the schema judges them)
    const shallow = `{"title": "ok", "files": ${'{"a":'.repeat(63)}1${'}'.repeat(63)}}`;
    expect((await op(fx.port, '/api/drafts', { raw: shallow, bearer: fx.ciToken })).json.error?.code).not.toBe('tooDeep');
  });
});

describe('drafts per operator', () => {
  it(`${DRAFTS_PER_MINUTE} drafts a minute, then 429 draftRate with Retry-After; another operator is not held`, async () => {
    editor = await login(fx.port, 'editor');
    for (let i = 0; i < DRAFTS_PER_MINUTE; i++) expect((await op(fx.port, '/api/drafts', as(editor, { title: `d${i}` }))).status).toBe(201);
    const refused = await op(fx.port, '/api/drafts', as(editor, { title: 'one too many' }));
    expect(refused.status).toBe(429);
    expect(refused.json.error?.code).toBe('draftRate');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await op(fx.port, '/api/drafts', as(admin, { title: 'admin draft' }))).status).toBe(201);
  });
});

describe('the audit log, a minute on', () => {
  it("counts the flood's unauthenticated requests in one row once the minute ends", async () => {
    const deadline = Date.now() + 80_000;
    let summary: AuditItem | undefined;
    while (!summary && Date.now() < deadline) {
      summary = (await auditLog(fx.port, admin, 'unauthenticated')).find((e) => e.client === FLOOD_FROM);
      if (!summary) await new Promise((r) => setTimeout(r, 2_000));
    }
    expect(summary?.detail['count']).toBe(FLOOD);
    expect(Number(summary?.detail['limited'])).toBeGreaterThan(FLOOD / 2);
    expect((await auditedFrom(FLOOD_FROM)).length).toBeLessThanOrEqual(24);
  }, 90_000);
});

describe('open drafts per operator, a minute on', () => {
  it(`past ${MAX_OPEN_DRAFTS} open drafts, 409 draftQuota until one is deleted`, async () => {
    const deadline = Date.now() + 80_000;
    let made = DRAFTS_PER_MINUTE;
    while (made < MAX_OPEN_DRAFTS && Date.now() < deadline) {
      const answer = await op(fx.port, '/api/drafts', as(editor, { title: `d${made}` }));
      if (answer.status === 429) await new Promise((r) => setTimeout(r, Number(answer.headers['retry-after']) * 1000));
      else {
        expect(answer.status).toBe(201);
        made++;
      }
    }
    expect(made).toBe(MAX_OPEN_DRAFTS);
    const full = await op(fx.port, '/api/drafts', as(editor, { title: 'over' }));
    expect(full.status).toBe(409);
    expect(full.json.error?.code).toBe('draftQuota');
    const mine = await op(fx.port, '/api/drafts', { cookie: editor.cookie });
    const first = (mine.json['items'] as { id: string }[])[0]!;
    expect((await op(fx.port, `/api/drafts/${first.id}`, as(editor, undefined, 'DELETE'))).status).toBe(200);
    expect((await op(fx.port, '/api/drafts', as(editor, { title: 'room again' }))).status).toBe(201);
  }, 90_000);
});
