/**
 * Webhooks against a real server (issue 50 part 4): a local receiver, webhooks added with the
 * `operator` CLI on the store the server uses, publishes and a rollback through the API, and a
 * publish by `config-store` while the server is down, sent once it is back.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySignature } from '../../engine/webhooks/signature.ts';
import { freePort, ROOT, startServer, type TestServer } from './server.ts';
import { as, auditLog, login, op, runBin, startOperatorServer, type Login, type OperatorFixture } from './operator-server.ts';

const SECRET = 'receiver-secret-0123456789';
const WEBHOOK_ENV = { WEBHOOK_ALLOW_PRIVATE: '1', WEBHOOK_POLL_MS: '100', WEBHOOK_RETRY_BASE_MS: '300', WEBHOOK_TIMEOUT_MS: '2000' };

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  raw: Buffer;
  status: number;
}

/** What each path of the receiver answers, in turn; the last answer repeats. */
const answers: Record<string, number[]> = { '/ok': [204], '/flaky': [500, 200], '/slot': [204] };
const received: Received[] = [];
let receiver: Server;
let base: string;
let fx: OperatorFixture;
/** the server started again on the same store (the fixture stops only its first) */
let restarted: TestServer | undefined;
let publisher: Login;
let admin: Login;
const hooks: Record<string, string> = {};

const of = (path: string) => received.filter((r) => r.path === path);
const bodyOf = (r: Received) => JSON.parse(r.raw.toString('utf8')) as Record<string, unknown>;

/** Waits (at most 15 s) until `path` has received `count` requests. */
async function receivedAt(path: string, count: number): Promise<Received[]> {
  const deadline = Date.now() + 15_000;
  while (of(path).length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return of(path);
}

async function addWebhook(name: string, path: string, scope: string): Promise<void> {
  const run = await runBin('operator', ['webhook', 'add', `${base}${path}`, '--secret', SECRET, '--events', 'publish,rollback', '--scope', scope], {
    ...fx.storeEnv,
    WEBHOOK_ALLOW_PRIVATE: '1',
  });
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  hooks[name] = run.stdout.trim();
}

/** Publishes the live set with casino1's label changed, through the API. */
async function publishCasino1(label: string): Promise<{ id: string; parent: string }> {
  const live = await op(fx.port, '/api/revisions/live', { cookie: publisher.cookie });
  const files = live.json['files'] as Record<string, string>;
  const template = files['templates/casino1.json'] ?? '';
  const changed = { ...files, 'templates/casino1.json': template.replace(/"label": "[^"]*"/, `"label": "${label}"`) };
  const answer = await op(fx.port, '/api/publish', as(publisher, { files: changed, parent: live.json['id'], message: `casino1 ${label}` }));
  expect(answer.status).toBe(201);
  return answer.json['revision'] as { id: string; parent: string };
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      const list = answers[path] ?? [404];
      const status = list.length > 1 ? (list.shift() as number) : (list[0] as number);
      received.push({ path, headers: req.headers, raw: Buffer.concat(chunks), status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  fx = await startOperatorServer(WEBHOOK_ENV, { admin: ['admin', '*'], pub: ['publisher', '*'], casinoadmin: ['admin', 'casino1'] }, []);
  await addWebhook('ok', '/ok', 'casino1');
  await addWebhook('flaky', '/flaky', 'casino1');
  await addWebhook('slot', '/slot', 'slot2');
  publisher = await login(fx.port, 'pub');
  admin = await login(fx.port, 'admin');
}, 180_000);

afterAll(async () => {
  await restarted?.stop();
  await fx?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('webhooks against a real server', () => {
  let published: { id: string; parent: string };

  it('a publish through the API is delivered once, signed over the raw body, with its event and delivery id', async () => {
    published = await publishCasino1('Webhook Casino');
    const [delivery, extra] = await receivedAt('/ok', 1);
    expect(extra).toBeUndefined();
    if (!delivery) throw new Error('nothing was delivered');
    expect(verifySignature(delivery.raw, SECRET, String(delivery.headers['x-signature-256']))).toBe(true);
    expect(verifySignature(delivery.raw, 'another-secret-0123456789', String(delivery.headers['x-signature-256']))).toBe(false);
    expect(delivery.headers['x-webhook-event']).toBe('publish');
    expect(delivery.headers['content-type']).toBe('application/json');
    expect(String(delivery.headers['x-webhook-delivery'])).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodyOf(delivery)).toMatchObject({ event: 'publish', revision: published.id, actor: 'pub', kind: 'publish', message: 'casino1 Webhook Casino' });
    expect(bodyOf(delivery)['templates']).toContain('casino1');
  });

  it('a receiver answering 500 first gets the same delivery again, and the log shows it delivered on attempt 2', async () => {
    const [first, second] = await receivedAt('/flaky', 2);
    expect([first?.status, second?.status]).toEqual([500, 200]);
    expect(second?.headers['x-webhook-delivery']).toBe(first?.headers['x-webhook-delivery']);
    expect(second?.raw.equals(first?.raw ?? Buffer.alloc(0))).toBe(true);
    const log = await op(fx.port, `/api/webhook-log?webhook=${hooks['flaky']}`, { cookie: admin.cookie });
    expect(log.status).toBe(200);
    expect(log.json['items']).toEqual([
      expect.objectContaining({ id: first?.headers['x-webhook-delivery'], event: 'publish', state: 'delivered', attempt: 2, status: 200 }),
    ]);
  });

  it('a webhook scoped to slot2 gets nothing for a casino1 publish', async () => {
    await receivedAt('/flaky', 2);
    await new Promise((r) => setTimeout(r, 500));
    expect(of('/slot')).toEqual([]);
    expect((await op(fx.port, `/api/webhook-log?webhook=${hooks['slot']}`, { cookie: admin.cookie })).json['items']).toEqual([]);
  });

  it('a rollback fires its own event; an admin sends a delivery again from the log, audited', async () => {
    const rolled = await op(fx.port, '/api/rollback', as(publisher, { revision: published.parent, message: 'back' }));
    expect(rolled.status).toBe(201);
    const deliveries = await receivedAt('/ok', 2);
    const rollback = deliveries[1];
    expect(rollback?.headers['x-webhook-event']).toBe('rollback');
    expect(bodyOf(rollback ?? deliveries[0]!)).toMatchObject({
      event: 'rollback',
      revision: (rolled.json['revision'] as { id: string }).id,
      restores: published.parent,
    });

    const id = String(deliveries[0]?.headers['x-webhook-delivery']);
    const again = await op(fx.port, `/api/webhook-log/${id}`, as(admin, undefined));
    expect(again.status).toBe(200);
    const resent = (await receivedAt('/ok', 3))[2];
    expect(resent?.headers['x-webhook-delivery']).toBe(id);
    expect(resent?.raw.equals(deliveries[0]?.raw ?? Buffer.alloc(0))).toBe(true);
    expect((await auditLog(fx.port, admin, 'webhooks.resend'))[0]).toMatchObject({ actor: 'admin', outcome: 'ok', detail: { delivery: id } });
    expect((await op(fx.port, '/api/webhook-log/no-such-delivery', as(admin, undefined))).status).toBe(404);
  });

  it('admins list, add and remove webhooks over the API; the secret is never shown; a non-http URL and a scoped admin are refused', async () => {
    const created = await op(fx.port, '/api/webhooks', as(admin, { url: `${base}/api-made`, secret: 'api-secret-0123456789', scope: ['slot2'] }));
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ url: `${base}/api-made`, scope: ['slot2'], createdBy: 'admin', disabled: false });
    expect(created.body).not.toContain('api-secret');
    const listed = await op(fx.port, '/api/webhooks', { cookie: admin.cookie });
    expect((listed.json['items'] as { id: string }[]).map((w) => w.id)).toContain(created.json['id']);
    expect(listed.body).not.toContain('secret');
    expect((await op(fx.port, '/api/webhooks', as(admin, { url: 'ftp://example.com/x', secret: 'api-secret-0123456789' }))).status).toBe(400);
    const casinoAdmin = await login(fx.port, 'casinoadmin');
    expect((await op(fx.port, '/api/webhooks', { cookie: casinoAdmin.cookie })).status).toBe(403);
    const removed = await op(fx.port, `/api/webhooks/${String(created.json['id'])}`, as(admin, undefined, 'DELETE'));
    expect(removed.status).toBe(200);
    expect((await auditLog(fx.port, admin, 'webhooks.delete'))[0]).toMatchObject({ detail: { webhook: created.json['id'] } });
    expect((await op(fx.port, `/api/webhooks/${String(created.json['id'])}`, as(admin, undefined, 'DELETE'))).status).toBe(404);
  });

  it('a publish by the config-store CLI while the server is down is queued in the store and sent once a server is back', async () => {
    const before = of('/ok').length;
    await fx.server.stop();
    const dir = mkdtempSync(join(tmpdir(), 'webhook-import-'));
    try {
      cpSync(join(ROOT, 'site-configs'), dir, { recursive: true });
      const file = join(dir, 'templates/casino1.json');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/"label": "[^"]*"/, '"label": "Imported Casino"'));
      const imported = await runBin('config-store', ['import', dir, '--message', 'while down', '--author', 'importer'], fx.storeEnv);
      expect(imported.code).toBe(0);
      const revision = /published (\S+)/.exec(imported.stdout)?.[1];
      await new Promise((r) => setTimeout(r, 500));
      expect(of('/ok')).toHaveLength(before);
      const port = await freePort();
      restarted = await startServer({ ...fx.storeEnv, OPERATOR_PORT: String(port), TRUST_PROXY: '1', ...WEBHOOK_ENV });
      const sent = (await receivedAt('/ok', before + 1))[before];
      expect(sent && bodyOf(sent)).toMatchObject({ event: 'publish', revision, actor: 'importer', kind: 'import', message: 'while down' });
      expect(verifySignature(sent?.raw ?? '', SECRET, String(sent?.headers['x-signature-256']))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
