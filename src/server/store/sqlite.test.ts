import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, describe, expect, it } from 'vitest';
import { contractSuite } from './contract-suite.ts';
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
});
