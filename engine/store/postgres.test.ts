import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBin, startPostgres, type TestPostgres } from '../../tests/postgres/harness.ts';
import { GENESIS, verifyChain } from './audit-chain.ts';
import { POSTGRES_MIGRATIONS } from './postgres-schema.ts';
import { contractSuite } from './contract-suite.ts';
import { openPostgresBackend } from './postgres.ts';

// the unit suite runs it where Postgres is installed; the chaos suite installs it (tests/chaos/postgres-store.test.ts)
const bin = postgresBin();

describe.skipIf(!bin)('the Postgres store', () => {
  let pg: TestPostgres;
  let n = 0;
  beforeAll(async () => {
    pg = await startPostgres(bin);
  }, 120_000);
  // a fast stop checkpoints every database the suite made: on a loaded machine, more than the default 10 s
  afterAll(() => pg?.close(), 60_000);

  /** each test its own database, so the suite's tests never see each other's rows */
  async function fresh(): Promise<string> {
    const name = `contract_${++n}`;
    const admin = postgres(pg.url, { onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    await admin.end();
    return pg.url.replace(/\/postgres$/, `/${name}`);
  }

  contractSuite('Postgres', async () => openPostgresBackend(await fresh(), { pollMs: 200 }));

  it('refuses to update, delete or truncate the audit log and revisions', async () => {
    const url = await fresh();
    const store = await openPostgresBackend(url);
    await store.audit({ actor: 'alice', action: 'publish', revision: null, client: null, outcome: 'ok', detail: {} });
    await store.publish({
      files: { 'routes.json': '{}' },
      parent: null,
      author: 'a',
      message: 'm',
      kind: 'seed',
      lint: { errors: 0, warnings: 0, problems: [] },
    });
    await store.close();
    const sql = postgres(url, { onnotice: () => {} });
    await expect(sql`UPDATE audit_log SET actor = 'mallory'`).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log`).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE audit_log`).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM config_revisions`).rejects.toThrow(/append-only/);
    await sql.end();
  });

  // the audit chain (issue 50 part 4)
  it('two servers appending at once write one chain; a row changed or removed with SQL breaks it at that entry', async () => {
    const url = await fresh();
    const [a, b] = await Promise.all([openPostgresBackend(url, { pollMs: 60_000 }), openPostgresBackend(url, { pollMs: 60_000 })]);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? a : b).audit({
          actor: 'ann',
          action: 'publish',
          revision: null,
          client: '10.0.0.1',
          outcome: 'ok',
          detail: { i, deep: { z: [1.5, 'x'], a: null } },
        }),
      ),
    );
    const verify = () => verifyChain((after, limit) => a.auditRange({ after, limit }), { pageSize: 6 });
    expect(await verify()).toMatchObject({ verified: 20, unhashed: 0 });
    const [third, fourth] = (await a.auditRange({ after: 0, limit: 20 })).slice(2, 4);
    const sql = postgres(url, { onnotice: () => {} });
    await sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`;
    await sql`UPDATE audit_log SET detail = ${JSON.stringify({ i: -1 })}::jsonb WHERE seq = ${third!.seq}`;
    expect((await verify()).broken).toMatchObject({ seq: third!.seq, field: 'hash', found: third!.hash });
    await sql`UPDATE audit_log SET detail = ${JSON.stringify(third!.detail)}::jsonb WHERE seq = ${third!.seq}`;
    expect((await verify()).broken).toBeUndefined();
    await sql`DELETE FROM audit_log WHERE seq = ${third!.seq}`;
    expect((await verify()).broken).toMatchObject({ seq: fourth!.seq, field: 'prevHash', found: third!.hash });
    await sql.end();
    await a.close();
    await b.close();
  });

  it('opens a database whose audit entries predate the chain: they stay unhashed, the chain starts after them', async () => {
    const url = await fresh();
    const sql = postgres(url, { onnotice: () => {} });
    await sql`CREATE TABLE config_store_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`;
    for (const step of POSTGRES_MIGRATIONS.slice(0, 3)) await sql.unsafe(step);
    await sql`INSERT INTO config_store_meta (key, value) VALUES ('schema', '3')`;
    await sql`INSERT INTO audit_log (at, actor, action, revision, client, outcome, detail)
      VALUES (now(), 'ann', 'login', NULL, NULL, 'ok', '{}'::jsonb), (now(), 'ann', 'publish', NULL, NULL, 'ok', '{}'::jsonb)`;
    await sql.end();
    const store = await openPostgresBackend(url, { pollMs: 60_000 });
    expect(await store.audit({ actor: 'bob', action: 'login', revision: null, client: null, outcome: 'ok', detail: {} })).toMatchObject({
      seq: 3,
      prevHash: GENESIS,
    });
    expect(await verifyChain((after, limit) => store.auditRange({ after, limit }))).toEqual({ verified: 1, unhashed: 2, startsAt: 3, last: 3 });
    await store.close();
  });

  it('two servers opening one empty database migrate it once; a publish reaches the other through NOTIFY', async () => {
    const url = await fresh();
    const [a, b] = await Promise.all([openPostgresBackend(url, { pollMs: 60_000 }), openPostgresBackend(url, { pollMs: 60_000 })]);
    const seen: string[] = [];
    const stop = b.onLive((id) => seen.push(id));
    await new Promise((r) => setTimeout(r, 300));
    const result = await a.publish({
      files: { 'routes.json': '{}' },
      parent: null,
      author: 'a',
      message: 'm',
      kind: 'seed',
      lint: { errors: 0, warnings: 0, problems: [] },
    });
    if (!result.ok) throw new Error('refused');
    const deadline = Date.now() + 2_000;
    while (!seen.includes(result.revision.id) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(seen).toContain(result.revision.id);
    stop();
    await a.close();
    await b.close();
  });

  it('stores a publish in a few statements, sending again none of the texts the store holds', async () => {
    const statements: string[] = [];
    const store = await openPostgresBackend(await fresh(), { pollMs: 60_000, onStatement: (text) => statements.push(text) });
    const lint = { errors: 0, warnings: 0, problems: [] };
    const files = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`pages/p${i}.json`, `{"n":${i}}`]));
    const first = await store.publish({ files, parent: null, author: 'a', message: 'm', kind: 'seed', lint });
    if (!first.ok) throw new Error('refused');
    statements.length = 0;
    const second = await store.publish({
      files: { ...files, 'pages/p0.json': '{"n":-1}' },
      parent: first.revision.id,
      author: 'a',
      message: 'm',
      kind: 'publish',
      lint,
    });
    if (!second.ok) throw new Error('refused');
    // a statement per file was 40 round trips inside the transaction
    expect(statements.length).toBeLessThanOrEqual(10);
    expect(statements.filter((text) => text.includes('INSERT INTO config_blobs'))).toHaveLength(1);
    expect((await store.revision(second.revision.id))?.files).toEqual({ ...files, 'pages/p0.json': '{"n":-1}' });
    await store.close();
  });

  it('two servers claiming one schedule at once: exactly one gets it', async () => {
    const url = await fresh();
    const [a, b] = await Promise.all([openPostgresBackend(url, { pollMs: 60_000 }), openPostgresBackend(url, { pollMs: 60_000 })]);
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
    const claims = await Promise.all([a, b, a, b, a, b].map((store) => store.claimSchedule(id, '2030-01-01T00:00:00.000Z')));
    expect(claims.filter((c) => c !== undefined)).toHaveLength(1);
    await a.close();
    await b.close();
  });
});
