/**
 * Issue 28, one config source for many servers, with real processes: two `npm start` servers on one
 * Postgres (Debian's, installed when missing, run in a temporary directory as a non-root user). A
 * publish and a rollback, made by an operator through the first server's operator API, are served by both within 2 s;
 * with Postgres stopped both keep serving and say so at /healthz/config; after it restarts they
 * follow again. The login limits hold across both: ten wrong passwords spread over their operator
 * APIs refuse the 11th on either with 429, audited. And a server on the embedded SQLite store serves
 * the same live revision after a restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfigFiles } from '../../engine/lint/gate.ts';
import { openConfigStoreBackend } from '../../engine/store/open.ts';
import { createPublisher } from '../../engine/store/publish.ts';
import type { ConfigStoreBackend, FileMap, RevisionMeta } from '../../engine/store/types.ts';
import { ensurePostgres, startPostgres, type TestPostgres } from '../postgres/harness.ts';
import { call, freePort, ROOT, startServer, type TestServer } from '../security/server.ts';
import { as, login, nextAddress, op, PASSWORD, runBin, type Login } from '../security/operator-server.ts';

interface Status {
  revision: string;
  store: { kind: string; revision: string | null; reachable: boolean; unreachableSince?: string } | null;
}

const TEMPLATE = 'templates/casino1.json';
const original = readConfigFiles(join(ROOT, 'site-configs'));
// casino1's theme colour as its page shows it (read from the first server)
let oldColour = '';
const withColour = (colour: string): FileMap => ({ ...original, [TEMPLATE]: (original[TEMPLATE] ?? '').replaceAll(`"${oldColour}"`, `"${colour}"`) });

const status = async (server: TestServer): Promise<Status> => JSON.parse((await call(server.port, '/healthz/config')).body) as Status;
const colour = async (server: TestServer) => /<meta name="theme-color" content="([^"]+)"/.exec((await call(server.port, '/')).body)?.[1];

/** How long until every server serves `want` (ms), or throws after `ms`. */
async function servedBy(servers: TestServer[], want: string, ms = 2_000): Promise<number> {
  const t0 = Date.now();
  for (;;) {
    const seen = await Promise.all(servers.map(colour));
    if (seen.every((c) => c === want)) return Date.now() - t0;
    if (Date.now() - t0 > ms) throw new Error(`not served by every server within ${ms} ms: ${seen.join(', ')} (want ${want})`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A publish as the CLIs make it: straight through the publisher, on the store. */
async function publish(store: ConfigStoreBackend, files: FileMap): Promise<RevisionMeta> {
  const outcome = await createPublisher({ store }).publish({
    files,
    parent: (await store.liveId()) ?? null,
    author: 'chaos',
    message: 'test',
    kind: 'publish',
  });
  if (!outcome.ok) throw new Error(`publish refused: ${JSON.stringify(outcome)}`);
  return outcome.revision;
}

/** A publish or rollback as an operator makes it: through a server's operator API, with session and CSRF token. */
async function publishThrough(port: number, session: Login, body: Record<string, unknown>, path = '/api/publish'): Promise<RevisionMeta> {
  const answer = await op(port, path, as(session, body));
  if (answer.status !== 201) throw new Error(`${path} answered ${answer.status}: ${answer.body.slice(0, 500)}`);
  return answer.json['revision'] as unknown as RevisionMeta;
}

describe('two servers on one Postgres store', () => {
  let pg: TestPostgres;
  let servers: TestServer[] = [];
  let store: ConfigStoreBackend;
  let operatorPort = 0;
  let secondOperatorPort = 0;
  let session: Login;

  beforeAll(async () => {
    pg = await startPostgres(ensurePostgres());
    const env = { CONFIG_STORE_URL: pg.url };
    const added = await runBin('operator', ['add', 'ops', '--role', 'publisher', '--scope', '*'], env, `${PASSWORD}\n`);
    if (added.code !== 0) throw new Error(`operator add failed: ${added.stderr}`);
    const viewer = await runBin('operator', ['add', 'ann', '--role', 'viewer', '--scope', '*'], env, `${PASSWORD}\n`);
    if (viewer.code !== 0) throw new Error(`operator add failed: ${viewer.stderr}`);
    operatorPort = await freePort();
    secondOperatorPort = await freePort();
    // the first seeds the empty store from site-configs/, the second finds it live; each serves an operator API
    servers.push(await startServer({ ...env, OPERATOR_PORT: String(operatorPort), TRUST_PROXY: '1' }));
    servers.push(await startServer({ ...env, OPERATOR_PORT: String(secondOperatorPort), TRUST_PROXY: '1' }));
    store = await openConfigStoreBackend(pg.url);
    session = await login(operatorPort, 'ops');
  }, 180_000);
  afterAll(async () => {
    await store?.close();
    await Promise.all(servers.map((s) => s.stop()));
    servers = [];
    pg?.close();
  });

  it('both serve the seeded revision; a publish and a rollback reach both within 2 s', async () => {
    const seeded = await status(servers[0] as TestServer);
    expect(seeded.store).toMatchObject({ kind: 'postgres', revision: 'r00000001', reachable: true });
    expect((await status(servers[1] as TestServer)).revision).toBe(seeded.revision);
    oldColour = (await colour(servers[0] as TestServer)) ?? '';
    expect(oldColour).toMatch(/^#[0-9a-f]{6}$/);
    expect(await colour(servers[1] as TestServer)).toBe(oldColour);

    const first = (await store.history({ limit: 1 })).items[0];
    const changed = await publishThrough(operatorPort, session, { files: withColour('#123456'), parent: first?.id, message: 'chaos: casino1 recoloured' });
    const published = await servedBy(servers, '#123456');
    expect(published).toBeLessThan(2_000);
    for (const s of servers) expect((await status(s)).revision).toBe(changed.contentId);

    const back = await publishThrough(operatorPort, session, { revision: first?.id }, '/api/rollback');
    expect(back).toMatchObject({ kind: 'rollback', restores: first?.id, author: 'ops' });
    expect(back.contentId).toBe(seeded.revision);
    expect(await servedBy(servers, oldColour)).toBeLessThan(2_000);
    for (const s of servers) expect(await status(s)).toMatchObject({ revision: seeded.revision, store: { revision: back.id } });
  }, 30_000);

  it('ten wrong passwords spread over both servers refuse the 11th on either with 429 and Retry-After, audited', async () => {
    const ports = [operatorPort, secondOperatorPort];
    const wrong = (port: number, i: number) => op(port, '/api/login', { body: { name: 'ann', password: `wrong ${i}` }, from: nextAddress() });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await wrong(ports[i % 2]!, i)).status);
    expect(statuses).toEqual(Array(10).fill(401));
    for (const port of ports) {
      const refused = await wrong(port, 10);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // the right password too, while the account is locked
    expect((await op(secondOperatorPort, '/api/login', { body: { name: 'ann', password: PASSWORD }, from: nextAddress() })).status).toBe(429);
    // a refusal is answered first and audited right after (src/server/operator/server.ts): the last row may land a moment later
    const annLogins = async () => (await store.auditLog({ action: 'login', limit: 100 })).items.filter((e) => e.detail['name'] === 'ann');
    const logins = await until(
      'the 13 login audits',
      async () => {
        const rows = await annLogins();
        return rows.length >= 13 ? rows : undefined;
      },
      5_000,
    );
    expect(logins.filter((e) => e.detail['status'] === 401)).toHaveLength(10);
    expect(logins.filter((e) => e.detail['status'] === 429)).toHaveLength(3);
    expect(logins.every((e) => e.outcome === 'refused')).toBe(true);

    // one address spraying names over both is refused at its 11th failure too
    const from = nextAddress();
    const spray: number[] = [];
    for (let i = 0; i < 11; i++)
      spray.push((await op(ports[i % 2]!, '/api/login', { body: { name: `nobody${i}`, password: 'not the password' }, from })).status);
    expect(spray).toEqual([...Array(10).fill(401), 429]);
  }, 60_000);

  it('with Postgres stopped both keep serving and report it; after a restart they follow again', async () => {
    pg.stop();
    for (const s of servers) {
      const down = await until('the unreachable store reported', async () => {
        const st = await status(s);
        return st.store?.reachable === false ? st : undefined;
      });
      expect(Date.parse(down.store?.unreachableSince ?? '')).toBeGreaterThan(Date.now() - 30_000);
      const page = await call(s.port, '/');
      expect(page.status).toBe(200);
      expect(await colour(s)).toBe(oldColour);
    }
    pg.start();
    for (const s of servers) await until('the store answering again', async () => ((await status(s)).store?.reachable ? true : undefined));
    const after = await publishThrough(operatorPort, session, {
      files: withColour('#654321'),
      parent: (await store.liveId()) ?? null,
      message: 'after the outage',
    });
    expect(await servedBy(servers, '#654321')).toBeLessThan(2_000);
    for (const s of servers) expect((await status(s)).store).toMatchObject({ revision: after.id, reachable: true });
  }, 60_000);
});

describe('a server on the embedded store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'store-restart-'));
  const env = { CONFIG_STORE_URL: join(dir, 'config-store.sqlite') };
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the same live revision after a restart', async () => {
    server = await startServer(env);
    oldColour = (await colour(server)) ?? '';
    const store = await openConfigStoreBackend(env.CONFIG_STORE_URL);
    try {
      const published = await publish(store, withColour('#abcdef'));
      expect(await servedBy([server], '#abcdef')).toBeLessThan(2_000);
      await server.stop();
      server = await startServer(env);
      expect(await status(server)).toMatchObject({ revision: published.contentId, store: { kind: 'sqlite', revision: published.id } });
      expect(await colour(server)).toBe('#abcdef');
      expect((await store.history({ limit: 10 })).items.map((r) => r.kind)).toEqual(['publish', 'seed']);
    } finally {
      await store.close();
    }
  }, 90_000);
});
