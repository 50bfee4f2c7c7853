/**
 * Issue 50's login and password findings, against a real `npm start`: attempts sent at once, a huge
 * login body, old scrypt parameters, what a failed login audits, and changing one's own password.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteBackend } from '../../engine/store/sqlite.ts';
import { ACCOUNTS, as, auditLog, login, nextAddress, op, PASSWORD, runBin, startOperatorServer, type OperatorFixture } from './operator-server.ts';

let fixture: OperatorFixture;
beforeAll(async () => {
  // production's scrypt cost, not the suites' lower one: the upgrade of an older hash is checked against it
  fixture = await startOperatorServer(
    { OPERATOR_TEST_SCRYPT_N: '' },
    { ...ACCOUNTS, burst: ['viewer', '*'], guessed: ['viewer', '*'], legacy: ['viewer', '*'], changer: ['viewer', '*'] },
  );
}, 240_000);
afterAll(() => fixture?.stop());

const attempt = (name: string, password: string) => op(fixture.port, '/api/login', { body: { name, password }, from: nextAddress() });

/** The store the server runs on, opened beside it (SQLite allows both). */
function storeFile() {
  return openSqliteBackend(fixture.storeEnv['CONFIG_STORE_URL']!.replace(/^file:/, ''));
}

describe('operator logins sent at once', () => {
  it('40 wrong passwords at once on one account: at most 10 are checked (401), the rest get 429', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt('burst', `wrong password ${i}`)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - statuses.filter((s) => s === 401).length);
    expect(Number(answers.find((a) => a.status === 429)?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it('the right password sent as #80 of 100 at once gets no session', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => attempt('guessed', i === 79 ? PASSWORD : `not it ${i} at all`)));
    expect(answers.filter((a) => a.status === 200 || a.headers['set-cookie'])).toEqual([]);
  }, 120_000);
});

describe('the login body', () => {
  it('a 1 MB login body is refused with 413 at once', async () => {
    const started = performance.now();
    const answer = await op(fixture.port, '/api/login', { raw: JSON.stringify({ name: 'admin', password: 'x'.repeat(1024 * 1024) }), from: nextAddress() });
    expect(answer.status).toBe(413);
    expect(answer.json.error?.['limit']).toBe(4096);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('password hashes', () => {
  it('an account stored with the older scrypt parameters logs in, and its stored hash is upgraded', async () => {
    const salt = randomBytes(16);
    const key = scryptSync(PASSWORD, salt, 32, { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const old = ['scrypt', 1 << 15, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    const store = storeFile();
    try {
      await store.updateAccount('legacy', { passwordHash: old });
      await login(fixture.port, 'legacy');
      const stored = (await store.account('legacy'))?.passwordHash ?? '';
      expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
      // and the new hash still lets the same password in
      await login(fixture.port, 'legacy');
    } finally {
      await store.close();
    }
  }, 60_000);
});

describe('what a failed login audits', () => {
  it('a password typed into the name field is never recorded; a well-formed name is', async () => {
    const typed = 'Tr0ub4dor&3 my secret';
    expect((await attempt(typed, 'whatever it was')).status).toBe(401);
    expect((await attempt('nosuchoperator', 'whatever it was')).status).toBe(401);
    const admin = await login(fixture.port, 'admin');
    const entries = await auditLog(fixture.port, admin, 'login');
    expect(JSON.stringify(entries)).not.toContain('Tr0ub4dor');
    expect(entries.some((e) => e.detail['name'] === '(not an account name)')).toBe(true);
    expect(entries.some((e) => e.detail['name'] === 'nosuchoperator')).toBe(true);
  }, 60_000);
});

describe('changing one’s own password', () => {
  it('needs the current password and CSRF, refuses a common or name-bearing one, then ends every session', async () => {
    const session = await login(fixture.port, 'changer');
    const path = '/api/account/password';
    const next = 'violet anchor drift 42';
    // no CSRF token: refused before anything is checked
    expect((await op(fixture.port, path, { body: { current: PASSWORD, next }, cookie: session.cookie, from: nextAddress() })).status).toBe(403);
    const wrong = await op(fixture.port, path, as(session, { current: 'not my password', next }));
    expect([wrong.status, wrong.json.error?.code]).toEqual([403, 'wrongPassword']);
    for (const weak of ['password123456', 'changer-is-me-2026', 'short']) {
      const refused = await op(fixture.port, path, as(session, { current: PASSWORD, next: weak }));
      expect([refused.status, refused.json.error?.['field']]).toEqual([400, 'next']);
    }
    const changed = await op(fixture.port, path, as(session, { current: PASSWORD, next }));
    expect(changed.status).toBe(200);
    // the session it was changed in is over, the old password no longer works, the new one does
    expect((await op(fixture.port, '/api/session', { cookie: session.cookie })).status).toBe(401);
    expect((await attempt('changer', PASSWORD)).status).toBe(401);
    await login(fixture.port, 'changer', next);
    const admin = await login(fixture.port, 'admin');
    const entries = await auditLog(fixture.port, admin, 'account.password');
    expect(entries.find((e) => e.outcome === 'ok')).toMatchObject({ actor: 'changer', detail: { changed: ['passwordHash'] } });
    expect(JSON.stringify(entries)).not.toContain(next);
  }, 120_000);

  it('an admin cannot give an account a password holding its name, or a common one', async () => {
    const admin = await login(fixture.port, 'admin');
    for (const password of ['newbie.ops 2026 spring', 'Password123456!']) {
      const refused = await op(fixture.port, '/api/accounts', as(admin, { name: 'newbie.ops', password, grants: [{ role: 'viewer', scope: '*' }] }));
      expect([refused.status, refused.json.error?.['field']]).toEqual([400, 'password']);
    }
  }, 60_000);

  it('`operator passwd` still sets a password, and refuses a common one', async () => {
    const refused = await runBin('operator', ['passwd', 'viewer'], fixture.storeEnv, 'password1234\n');
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/lists every guesser/);
    const set = await runBin('operator', ['passwd', 'viewer'], fixture.storeEnv, 'quiet harbour lantern\n');
    expect(set.code).toBe(0);
    await login(fixture.port, 'viewer', 'quiet harbour lantern');
  }, 60_000);
});
