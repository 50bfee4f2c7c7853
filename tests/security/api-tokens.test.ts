/**
 * Named API tokens (issue 50 part 5) against a real server on a real SQLite store: a token is judged
 * by its own scope (never more than its account's grants now), an expired or revoked one is 401 at
 * once, tokens are listed by name and made and revoked over the API and the CLI, every step audited,
 * and the store holds only the secret's hash.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, auditLog, login, op, runBin, startOperatorServer, type Login, type OperatorFixture } from './operator-server.ts';

let fx: OperatorFixture;
let admin: Login;
beforeAll(async () => {
  fx = await startOperatorServer({}, { admin: ['admin', '*'], pub: ['publisher', '*'], narrow: ['publisher', '*'] }, []);
  admin = await login(fx.port, 'admin');
}, 120_000);
afterAll(() => fx?.stop());

const operator = (...args: string[]) => runBin('operator', args, fx.storeEnv);
const storeFile = () => fx.storeEnv['CONFIG_STORE_URL']!.slice('file:'.length);

/** `operator token create …`: the secret (its last line of output) and its id. */
async function cliToken(...args: string[]): Promise<{ secret: string; id: string }> {
  const run = await operator('token', 'create', ...args);
  expect(run.code, run.stderr).toBe(0);
  const out = run.stdout.trim().split('\n');
  return { secret: out.at(-1)!, id: /token (tok_[0-9a-f]{12})/.exec(out[0]!)![1]! };
}

type Revision = { id: string; files: Record<string, string> };
const live = async () => (await op(fx.port, '/api/revisions/live', { cookie: admin.cookie })).json as unknown as Revision;
const change = (files: Record<string, string>, key: string) => ({
  ...files,
  [`templates/${key}.json`]: files[`templates/${key}.json`]!.replace(/"primary": "#[0-9a-f]{6}"/, '"primary": "#123abc"'),
});
const draft = (secret: string, files: Record<string, string>, parent: string) =>
  op(fx.port, '/api/drafts', { body: { title: 'by token', parent, files }, bearer: secret });

describe('named API tokens against a real server', () => {
  it('a token scoped editor over casino1 drafts casino1, but cannot publish nor touch slot2 (403)', async () => {
    const { secret, id } = await cliToken('pub', '--name', 'ci-edit', '--role', 'editor', '--scope', 'casino1', '--expires', '30d');
    const current = await live();
    const session = await op(fx.port, '/api/session', { bearer: secret });
    expect(session.json).toMatchObject({ account: 'pub', grants: [{ role: 'editor', scope: ['casino1'] }], token: true });
    expect((await draft(secret, change(current.files, 'casino1'), current.id)).status).toBe(201);
    const slot2 = await draft(secret, change(current.files, 'slot2'), current.id);
    expect(slot2.status).toBe(403);
    expect(slot2.json.error?.['needed']).toEqual({ role: 'editor', scope: ['slot2'] });
    const publish = await op(fx.port, '/api/publish', {
      body: { files: change(current.files, 'casino1'), parent: current.id, message: 'by token' },
      bearer: secret,
    });
    expect(publish.status).toBe(403);
    expect((await live()).id).toBe(current.id);
    const refused = (await auditLog(fx.port, admin, 'publish')).find((e) => e.actor === 'pub' && e.outcome === 'refused');
    expect(refused?.detail['token']).toEqual({ id, name: 'ci-edit' });
  });

  it("a token never has more than its account: refused at creation, and narrowed at once when the account's grant is", async () => {
    const over = await operator('token', 'create', 'narrow', '--name', 'too-much', '--role', 'admin');
    expect(over.code).toBe(2);
    expect(over.stderr).toMatch(/does not hold admin/);
    const { secret } = await cliToken('narrow', '--name', 'drafts', '--role', 'editor', '--scope', 'casino1');
    const current = await live();
    expect((await draft(secret, change(current.files, 'casino1'), current.id)).status).toBe(201);
    const patched = await op(fx.port, '/api/accounts/narrow', as(admin, { grants: [{ role: 'viewer', scope: '*' }] }, 'PATCH'));
    expect(patched.status).toBe(200);
    const after = await draft(secret, change(current.files, 'casino1'), current.id);
    expect(after.status).toBe(403);
    expect((await op(fx.port, '/api/session', { bearer: secret })).json['grants']).toEqual([{ role: 'viewer', scope: ['casino1'] }]);
  });

  it('an expired token is 401, audited under its account', async () => {
    const { secret, id } = await cliToken('pub', '--name', 'short-lived', '--role', 'viewer', '--expires', '1h');
    expect((await op(fx.port, '/api/revisions', { bearer: secret })).status).toBe(200);
    const db = new Database(storeFile());
    db.exec('PRAGMA busy_timeout = 5000');
    db.prepare('UPDATE api_tokens SET expires_at = ? WHERE id = ?').run(new Date(Date.now() - 1_000).toISOString(), id);
    db.close();
    const answer = await op(fx.port, '/api/revisions', { bearer: secret });
    expect(answer.status).toBe(401);
    expect(answer.json.error?.message).toMatch(/short-lived expired/);
    const entry = (await auditLog(fx.port, admin, 'revisions.list')).find((e) => e.outcome === 'refused' && e.actor === 'pub');
    expect(entry?.detail['token']).toEqual({ id, name: 'short-lived', refused: 'expired' });
  });

  it('a token revoked with the CLI is 401 on its next request', async () => {
    const { secret, id } = await cliToken('pub', '--name', 'to-revoke', '--role', 'viewer');
    expect((await op(fx.port, '/api/revisions', { bearer: secret })).status).toBe(200);
    const revoked = await operator('token', 'revoke', id);
    expect(revoked.code).toBe(0);
    expect((await op(fx.port, '/api/revisions', { bearer: secret })).status).toBe(401);
    expect((await operator('token', 'list', 'pub')).stdout).not.toContain(id);
  });

  it('over the API: an operator makes a token (secret shown once), lists its own by name, revokes it (401 at once); a token cannot make one; each step audited', async () => {
    const pub = await login(fx.port, 'pub');
    const made = await op(fx.port, '/api/tokens', as(pub, { name: 'deploy-bot', grant: { role: 'viewer', scope: ['casino1'] }, expiresInDays: 7 }));
    expect(made.status).toBe(201);
    const secret = String(made.json['secret']);
    const id = String(made.json['id']);
    expect(made.json).toMatchObject({ name: 'deploy-bot', account: 'pub', grant: { role: 'viewer', scope: ['casino1'] }, lastUsedAt: null });
    expect(Date.parse(String(made.json['expiresAt'])) - Date.parse(String(made.json['createdAt']))).toBe(7 * 86_400_000);
    expect((await op(fx.port, '/api/revisions', { bearer: secret })).status).toBe(200);
    const listed = await op(fx.port, '/api/tokens', { cookie: pub.cookie });
    const items = listed.json['items'] as { id: string; name: string; lastUsedAt: string | null }[];
    expect(items.map((t) => t.name)).toEqual(expect.arrayContaining(['ci-edit', 'deploy-bot']));
    expect(items.find((t) => t.id === id)?.lastUsedAt).not.toBeNull();
    expect(listed.body).not.toContain(secret);
    expect((await op(fx.port, '/api/tokens', { cookie: admin.cookie })).json['items']).toEqual([]);
    const cli = await operator('token', 'list');
    expect(cli.stdout).toMatch(/deploy-bot\s+pub\s+viewer:casino1/);

    const byToken = await op(fx.port, '/api/tokens', { body: { name: 'child', grant: { role: 'viewer', scope: '*' } }, bearer: secret });
    expect(byToken.status).toBe(403);
    const tooMuch = await op(fx.port, '/api/tokens', as(pub, { name: 'admin-ish', grant: { role: 'admin', scope: '*' } }));
    expect(tooMuch.status).toBe(403);
    expect((await op(fx.port, `/api/tokens/${id}`, as(admin, undefined, 'DELETE'))).status).toBe(404);
    expect((await op(fx.port, `/api/tokens/${id}`, as(pub, undefined, 'DELETE'))).status).toBe(200);
    expect((await op(fx.port, '/api/revisions', { bearer: secret })).status).toBe(401);

    const created = (await auditLog(fx.port, admin, 'token.create')).filter((e) => e.actor === 'pub');
    expect(created.map((e) => [e.outcome, e.detail['name']])).toEqual(
      expect.arrayContaining([
        ['ok', 'deploy-bot'],
        ['refused', 'child'],
        ['refused', 'admin-ish'],
      ]),
    );
    expect((await auditLog(fx.port, admin, 'token.revoke')).map((e) => [e.actor, e.outcome, e.detail['token']])).toEqual(
      expect.arrayContaining([
        ['pub', 'ok', id],
        ['admin', 'refused', id],
      ]),
    );
  });

  it('the store holds only the hash of a secret, never the secret', async () => {
    const { secret, id } = await cliToken('pub', '--name', 'hash-only', '--role', 'viewer');
    const db = new Database(storeFile());
    const row = db.prepare('SELECT * FROM api_tokens WHERE id = ?').get(id) as Record<string, unknown>;
    const rows = JSON.stringify(db.prepare('SELECT * FROM api_tokens').all());
    db.close();
    expect(row['secret_hash']).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(rows).not.toContain(secret);
    for (const file of [storeFile(), `${storeFile()}-wal`].filter(existsSync)) expect(readFileSync(file).includes(secret)).toBe(false);
  });
});
