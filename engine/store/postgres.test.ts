import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBin, startPostgres, type TestPostgres } from '../../tests/postgres/harness.ts';
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
  afterAll(() => pg?.close());

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
