import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, describe, expect, it } from 'vitest';
import { GENESIS, verifyChain } from './audit-chain.ts';
import { contractSuite } from './contract-suite.ts';
import { SQLITE_MIGRATIONS } from './sqlite-schema.ts';
import { openSqliteBackend } from './sqlite.ts';

const dir = mkdtempSync(join(tmpdir(), 'store-sqlite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

contractSuite('SQLite', async () => openSqliteBackend(join(dir, `store-${++n}.sqlite`), { pollMs: 50 }));

describe('the SQLite store on disk', () => {
  const lint = { errors: 0, warnings: 0, problems: [] };

  it('keeps the live revision across a reopen, and two handles on one file see each other publish', async () => {
    const path = join(dir, 'shared.sqlite');
    const a = openSqliteBackend(path, { pollMs: 50 });
    const b = openSqliteBackend(path, { pollMs: 50 });
    const seen: string[] = [];
    const stop = b.onLive((id) => seen.push(id));
    const result = await a.publish({ files: { 'routes.json': '{}' }, parent: null, author: 'a', message: 'm', kind: 'seed', lint });
    if (!result.ok) throw new Error('refused');
    const deadline = Date.now() + 2_000;
    while (!seen.includes(result.revision.id) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(seen).toContain(result.revision.id);
    // the racing publish from the other handle sees its parent is stale
    expect(await b.publish({ files: {}, parent: null, author: 'b', message: 'm', kind: 'seed', lint })).toMatchObject({ ok: false, reason: 'stale-parent' });
    stop();
    await a.close();
    await b.close();
    const again = openSqliteBackend(path);
    expect(await again.liveId()).toBe(result.revision.id);
    expect((await again.live())?.files).toEqual({ 'routes.json': '{}' });
    await again.close();
  });

  it('brings a file from before the fleet kept languages up to date, keeping its sites', async () => {
    const path = join(dir, 'schema-1.sqlite');
    const old = new Database(path);
    old.exec('CREATE TABLE store_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
    old.exec(SQLITE_MIGRATIONS[0] ?? '');
    old.exec("INSERT INTO store_meta (key, value) VALUES ('schema', '1')");
    old.exec("INSERT INTO sites (domain, theme_code, theme_color, seen) VALUES ('old.localhost', 'casino1', 'color1-1', '2026-01-01T00:00:00.000Z')");
    old.close();
    const store = openSqliteBackend(path);
    await store.recordSite({ domain: 'new.localhost', theme_code: 'casino2', theme_color: 'color2-1', languages: ['EN', 'VI'] });
    expect(await store.sites()).toEqual([
      { domain: 'new.localhost', theme_code: 'casino2', theme_color: 'color2-1', languages: ['EN', 'VI'], seen: expect.any(String) },
      { domain: 'old.localhost', theme_code: 'casino1', theme_color: 'color1-1', seen: '2026-01-01T00:00:00.000Z' },
    ]);
    await store.close();
    const raw = new Database(path);
    expect(raw.prepare("SELECT value FROM store_meta WHERE key = 'schema'").get()).toMatchObject({ value: String(SQLITE_MIGRATIONS.length) });
    raw.close();
  });

  // the audit chain (issue 50 part 4)
  it('two handles on one file appending at once write one unbroken chain', async () => {
    const path = join(dir, 'chain.sqlite');
    const a = openSqliteBackend(path);
    const b = openSqliteBackend(path);
    const entry = (actor: string, i: number) => ({ actor, action: 'publish', revision: null, client: null, outcome: 'ok' as const, detail: { i } });
    await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).audit(entry(i % 2 ? 'a' : 'b', i))));
    expect(await verifyChain((after, limit) => a.auditRange({ after, limit }), { pageSize: 7 })).toMatchObject({ verified: 30, unhashed: 0 });
    await a.close();
    await b.close();
  });

  it('opens a file whose audit entries predate the chain: they stay unhashed, the chain starts after them', async () => {
    const path = join(dir, 'schema-3.sqlite');
    const old = new Database(path);
    old.exec('CREATE TABLE store_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
    for (const step of SQLITE_MIGRATIONS.slice(0, 3)) old.exec(step);
    old.exec("INSERT INTO store_meta (key, value) VALUES ('schema', '3')");
    old.exec(
      "INSERT INTO audit (at, actor, action, revision, client, outcome, detail) VALUES ('2026-01-01T00:00:00.000Z', 'alice', 'login', NULL, NULL, 'ok', '{}'), ('2026-01-01T00:01:00.000Z', 'alice', 'publish', NULL, NULL, 'ok', '{}')",
    );
    old.close();
    const store = openSqliteBackend(path);
    const first = await store.audit({ actor: 'bob', action: 'login', revision: null, client: null, outcome: 'ok', detail: {} });
    expect(first).toMatchObject({ seq: 3, prevHash: GENESIS });
    expect((await store.auditRange({ after: 0, limit: 10 }))[0]).not.toHaveProperty('hash');
    expect(await verifyChain((after, limit) => store.auditRange({ after, limit }))).toEqual({ verified: 1, unhashed: 2, startsAt: 3, last: 3 });
    await store.close();
  });

  it('refuses to update or delete audit entries and revisions, whoever opens the file', async () => {
    const path = join(dir, 'append-only.sqlite');
    const store = openSqliteBackend(path);
    await store.audit({ actor: 'alice', action: 'publish', revision: null, client: null, outcome: 'ok', detail: {} });
    await store.publish({ files: { 'routes.json': '{}' }, parent: null, author: 'a', message: 'm', kind: 'seed', lint });
    await store.close();
    const raw = new Database(path);
    expect(() => raw.exec("UPDATE audit SET actor = 'mallory'")).toThrow(/append-only/);
    expect(() => raw.exec('DELETE FROM audit')).toThrow(/append-only/);
    expect(() => raw.exec("UPDATE revisions SET author = 'mallory'")).toThrow(/immutable/);
    expect(() => raw.exec('DELETE FROM revision_files')).toThrow(/immutable/);
    raw.close();
  });

  it('lets one of two handles on one file claim a schedule (two servers on one SQLite file)', async () => {
    const path = join(dir, 'claims.sqlite');
    const [a, b] = [openSqliteBackend(path), openSqliteBackend(path)];
    const { id } = await a.createSchedule({
      draft: 'd1',
      contentId: 'c',
      parent: 'r00000001',
      at: '2030-01-01T00:00:00.000Z',
      timeZone: 'UTC',
      templates: '*',
      author: 'alice',
      message: 'm',
    });
    const claims = await Promise.all([a, b, a, b].map((store) => store.claimSchedule(id, '2030-01-01T00:00:00.000Z')));
    expect(claims.filter((c) => c !== undefined)).toHaveLength(1);
    await a.close();
    await b.close();
  });

  // webhooks (issue 50 part 4): two servers on one file never send one delivery twice
  it('two handles on one file claiming at once take each due delivery exactly once', async () => {
    const path = join(dir, 'webhook-claims.sqlite');
    const a = openSqliteBackend(path, { pollMs: 50 });
    const b = openSqliteBackend(path, { pollMs: 50 });
    const at = '2026-01-01T00:00:00.000Z';
    await a.createWebhook({
      id: 'w1',
      url: 'https://hooks.example.com/',
      secret: 's'.repeat(16),
      events: ['publish'],
      scope: '*',
      createdBy: 'a',
      createdAt: at,
      disabled: false,
    });
    await a.enqueueDeliveries(
      Array.from({ length: 20 }, (_, i) => ({ id: `d${i}`, webhook: 'w1', event: 'publish' as const, payload: '{}', payloadHash: 'h', at })),
    );
    const claimed: string[] = [];
    const drain = async (store: typeof a) => {
      for (let d = await store.claimDelivery(at, '2026-01-01T00:01:00.000Z'); d; d = await store.claimDelivery(at, '2026-01-01T00:01:00.000Z'))
        claimed.push(d.id);
    };
    await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
    expect(claimed.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `d${i}`).sort());
    await a.close();
    await b.close();
  });
});
