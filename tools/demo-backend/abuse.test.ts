import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site, startTestBackend, type TestBackend } from './test-support.ts';

let t: TestBackend;
let clock = Date.now();
beforeAll(async () => {
  t = await startTestBackend({ now: () => clock, sessionTtlMs: 3_600_000, tacCooldownMs: 60_000 });
});
afterAll(() => t.dispose());

const lastTac = (account: string): string => {
  const line = [...t.logs].reverse().find((l) => l.startsWith(`TAC for ${account}@`));
  return line?.split(': ')[1] ?? '';
};

describe('TAC re-issue', () => {
  it('waits out a cooldown between codes and allows at most 5 an hour', async () => {
    const ask = () =>
      t.raw('/api/auth/tac/request_new_register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...site('slot9'), account_id: 'capped1' }),
      });
    expect((await ask()).status).toBe(200);
    const early = await ask();
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('60');
    expect(await early.json()).toMatchObject({ statusCode: -429, statusMessage: 'tooManyAttempts', retry_after: 60 });
    for (let i = 0; i < 4; i++) {
      clock += 61_000;
      expect((await ask()).status).toBe(200);
    }
    clock += 61_000;
    const capped = await ask();
    expect(capped.status).toBe(429);
    // the first of the five was sent 5 × 61 s ago: the cap lifts when it is an hour old
    expect(Number(capped.headers.get('retry-after'))).toBe(3_600 - 5 * 61);
  });
});

describe('growing delays', () => {
  it('after 5 failures an account waits 1 s, then 2 s, then 4 s (even for the right password)', async () => {
    const login = (password: string) =>
      t.raw('/api/auth/login', {
        method: 'POST',
        headers: { 'x-forwarded-for': '192.0.2.7' },
        body: JSON.stringify({ ...site('casino8'), account_id: 'demo', password }),
      });
    for (let i = 0; i < 5; i++) expect((await login('nope-nope')).status).toBe(200);
    const waits: string[] = [];
    for (let i = 0; i < 3; i++) {
      const refused = await login('demo1234');
      expect(refused.status).toBe(429);
      waits.push(refused.headers.get('retry-after') ?? '');
      clock += Number(refused.headers.get('retry-after')) * 1000;
      expect((await login('nope-nope')).status).toBe(200);
    }
    expect(waits).toEqual(['1', '2', '4']);
    clock += 8_000;
    // a success clears the account's count
    expect(((await (await login('demo1234')).json()) as { statusCode: number }).statusCode).toBe(1);
    expect((await login('nope-nope')).status).toBe(200);
  });
});

describe('purge and logout', () => {
  it('expired sessions and old TAC rows are deleted', async () => {
    const { purgeExpired } = await import('./auth/purge.ts');
    const { createContext } = await import('./context.ts');
    const { openDatabase } = await import('./db/open-database.ts');
    const { createAttemptLimiter } = await import('./auth/attempt-limiter.ts');
    const db = openDatabase(t.dbPath);
    const policy = { free: 1, baseDelayMs: 1, maxDelayMs: 1, forgetAfterMs: 1 };
    const ctx = createContext(db, {
      log: () => {},
      now: () => clock,
      sessionTtlMs: 60_000,
      tacTtlMs: 300_000,
      chatSlowMs: 0,
      chatBudgetMs: 0,
      tac: { maxAttempts: 5, cooldownMs: 0, hourlyCap: 5 },
      limits: {
        account: createAttemptLimiter(policy, () => clock),
        address: createAttemptLimiter(policy, () => clock),
        signupAddress: createAttemptLimiter(policy, () => clock),
        signupDevice: createAttemptLimiter(policy, () => clock),
      },
    });
    await t.login('slot8');
    const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    expect(count('sessions')).toBeGreaterThan(0);
    expect(count('tac_codes')).toBeGreaterThan(0);
    clock += 2 * 3_600_000;
    const purged = purgeExpired(ctx);
    expect(purged.sessions).toBeGreaterThan(0);
    expect(count('sessions')).toBe(0);
    expect(count('tac_codes')).toBe(0);
    db.close();
  });

  it('logout revokes the token', async () => {
    const session = await t.login('slot7');
    expect((await t.post('/api/auth/get_balance', session)).json.statusCode).toBe(1);
    expect((await t.post('/api/auth/logout', session)).json.statusCode).toBe(1);
    expect((await t.post('/api/auth/get_balance', session)).json.statusMessage).toBe('invalidAuth');
  });
});

describe('recovery sessions', () => {
  it('a reset code opens a session that may set a password without the old one, for 15 minutes only', async () => {
    expect((await t.post('/api/auth/forgot_password', { ...site('casino5'), account_id: 'demo', contact_phone: '+63917000004' })).json.statusCode).toBe(1);
    const entered = await t.post('/api/auth/login_tac', { ...site('casino5'), account_id: 'demo', tac: lastTac('demo') });
    expect(entered.json.recovery).toBe(true);
    const creds = { auth: String(entered.json.token), account_id: 'demo' };
    clock += 16 * 60_000;
    expect((await t.post('/api/auth/update_password', { ...creds, password: '', new_password: 'Another2024' })).json.statusMessage).toBe('invalidCredentials');
    const normal = await t.login('casino6');
    expect((await t.post('/api/auth/update_password', { ...normal, password: '', new_password: 'Another2024' })).json.statusMessage).toBe('invalidCredentials');
  });
});
