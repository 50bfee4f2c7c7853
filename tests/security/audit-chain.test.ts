/**
 * The tamper-evident audit log (issue 50 part 4) against a real server on a real SQLite store: the
 * chain verifies after logins and publishes, a row changed or removed with the database's own tools
 * is named by `operator audit verify`, `operator audit export` writes JSON lines whose hashes verify,
 * and AUDIT_COPY keeps each entry the server appended in a file outside the database.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyChain } from '../../engine/store/audit-chain.ts';
import type { AuditEntry } from '../../engine/store/types.ts';
import { as, login, op, runBin, startOperatorServer, type OperatorFixture } from './operator-server.ts';

let fx: OperatorFixture;
let dir: string;
let copyFile: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'audit-chain-'));
  copyFile = join(dir, 'audit-copy.jsonl');
  fx = await startOperatorServer({ AUDIT_COPY: `file:${copyFile}` }, { admin: ['admin', '*'], pub: ['publisher', '*'] }, []);
}, 120_000);
afterAll(async () => {
  await fx?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const operator = (...args: string[]) => runBin('operator', args, fx.storeEnv);
const storeFile = () => fx.storeEnv['CONFIG_STORE_URL']!.slice('file:'.length);
const lines = (text: string) =>
  text
    .trimEnd()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as AuditEntry);
const pagesOf = (entries: AuditEntry[]) => async (after: number, limit: number) => entries.filter((e) => e.seq > after).slice(0, limit);

/** Runs SQL on the store's file as someone with the database's own tools would. */
function onTheFile(statements: string): void {
  const db = new Database(storeFile());
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec(statements);
  db.close();
}

async function publishColour(colour: string): Promise<void> {
  const pub = await login(fx.port, 'pub');
  const live = await op(fx.port, '/api/revisions/live', { cookie: pub.cookie });
  const files = live.json['files'] as Record<string, string>;
  const changed = { ...files, 'templates/casino1.json': files['templates/casino1.json']!.replace(/"primary": "#[0-9a-f]{6}"/, `"primary": "${colour}"`) };
  const answer = await op(fx.port, '/api/publish', as(pub, { files: changed, parent: live.json['id'], message: `casino1 ${colour}` }));
  expect(answer.status).toBe(201);
}

describe('the audit chain on a real store', () => {
  let exported: AuditEntry[] = [];

  it('a fresh store verifies (exit 0, with a count)', async () => {
    const run = await operator('audit', 'verify');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^operator: audit chain intact: \d+ entries verified/);
  }, 120_000);

  it('after logins and publishes it still verifies; export writes JSON lines whose hashes verify', async () => {
    await login(fx.port, 'admin');
    await publishColour('#e23d57');
    await publishColour('#2a9d8f');
    const verified = await operator('audit', 'verify');
    expect(verified.code).toBe(0);
    const out = join(dir, 'export.jsonl');
    const run = await operator('audit', 'export', '--out', out);
    expect(run.code).toBe(0);
    exported = lines(readFileSync(out, 'utf8'));
    expect(exported.map((e) => e.action)).toEqual(expect.arrayContaining(['login', 'publish', 'accounts.create']));
    for (const entry of exported) expect(entry.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await verifyChain(pagesOf(exported))).toMatchObject({ verified: exported.length, unhashed: 0 });
    const since = lines((await operator('audit', 'export', '--since', String(exported[2]!.seq))).stdout);
    expect(since[0]?.seq).toBe(exported[2]!.seq);
  }, 120_000);

  it('AUDIT_COPY holds each entry the server appended, as the database holds it', () => {
    const copied = lines(readFileSync(copyFile, 'utf8'));
    const publishes = copied.filter((e) => e.action === 'publish');
    expect(publishes).toHaveLength(2);
    for (const entry of copied) expect(exported.find((e) => e.seq === entry.seq) ?? entry).toEqual(entry);
  }, 120_000);

  it("a row changed with the database's own tools breaks the chain at that entry: verify exits 1 naming it", async () => {
    const target = exported.find((e) => e.action === 'publish')!;
    onTheFile(`DROP TRIGGER audit_append_only_update; UPDATE audit SET detail = '{"status":201,"note":"nothing to see"}' WHERE seq = ${target.seq};`);
    const run = await operator('audit', 'verify');
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(new RegExp(`audit chain BROKEN at entry ${target.seq}: hash expected [0-9a-f]{64}, found ${target.hash}`));
    // the copy outside the database still holds what the entry said
    expect(lines(readFileSync(copyFile, 'utf8')).find((e) => e.seq === target.seq)?.detail).toEqual(target.detail);
    // put back as it was (any JSON text of the same value), the chain verifies again
    onTheFile(`UPDATE audit SET detail = '${JSON.stringify(target.detail).replace(/'/g, "''")}' WHERE seq = ${target.seq};`);
    expect((await operator('audit', 'verify')).code).toBe(0);
  }, 120_000);

  it('a middle row deleted is caught too, at the entry after it', async () => {
    const at = Math.floor(exported.length / 2);
    const [before, middle, after] = [exported[at - 1]!, exported[at]!, exported[at + 1]!];
    onTheFile(`DROP TRIGGER audit_append_only_delete; DELETE FROM audit WHERE seq = ${middle.seq};`);
    const run = await operator('audit', 'verify');
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`audit chain BROKEN at entry ${after.seq}: prevHash expected ${before.hash}, found ${middle.hash}`);
  }, 120_000);
});
