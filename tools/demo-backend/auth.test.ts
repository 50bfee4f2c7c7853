import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site, startTestBackend, type TestBackend } from './test-support.ts';

let t: TestBackend;
let clock = Date.now();
beforeAll(async () => {
  t = await startTestBackend({ now: () => clock, sessionTtlMs: 60_000 });
});
afterAll(() => t.dispose());

const lastTac = (logs: string[], account: string): string => {
  const line = [...logs].reverse().find((l) => l.startsWith(`TAC for ${account}@`));
  const code = line?.split(': ')[1];
  if (!code) throw new Error(`no TAC logged for ${account}`);
  return code;
};

describe('POST /api/auth/login', () => {
  it('logs the demo player in with a 256-bit hex token and the §7 fields', async () => {
    const { json } = await t.post('/api/auth/login', { account_id: 'demo', password: 'demo1234', ...site() });
    expect(json).toMatchObject({ statusCode: 1, statusMessage: 'OK', fullname: 'Juan Dela Cruz', email: 'demo@casino1.localhost' });
    expect(json.token).toMatch(/^[0-9a-f]{64}$/);
    expect(json.user).toEqual({ account_id: 'demo', session_token: json.token, full_name: 'Juan Dela Cruz', contact_email: 'demo@casino1.localhost' });
  });

  it('answers wrong passwords and unknown accounts alike; names blank ids, bad sites and blocked accounts', async () => {
    const call = (body: object) => t.post('/api/auth/login', { account_id: 'demo', password: 'demo1234', ...site(), ...body }).then((r) => r.json);
    expect(await call({ password: 'nope123' })).toMatchObject({ statusCode: 0, statusMessage: 'invalidCredentials' });
    // one answer for an unknown account and a wrong password (nothing tells which accounts exist)
    expect(await call({ account_id: 'ghost' })).toMatchObject({ statusCode: 0, statusMessage: 'invalidCredentials' });
    expect(await call({ account_id: '' })).toMatchObject({ statusMessage: 'accountIdRequired' });
    expect(await call({ external_id: 'ext-slot1' })).toMatchObject({ statusMessage: 'invalidSite' });
    expect(await call({ account_id: 'blocked' })).toMatchObject({ statusCode: 0, statusMessage: 'BLOCK' });
  });
});

describe('session-checked calls', () => {
  it('get_balance returns balances and minigame tokens', async () => {
    const session = await t.login();
    const { json } = await t.post('/api/auth/get_balance', session);
    expect(json).toMatchObject({ statusCode: 1, game_balance: 12345.678, game_token: 250.5, minigame: { frozen_token: 20, token_balance: 180 } });
  });

  it('answers authRequired, accountIdRequired, invalidAuth and sessionExpired', async () => {
    const session = await t.login();
    expect((await t.post('/api/auth/get_balance', { account_id: 'demo' })).json.statusMessage).toBe('authRequired');
    expect((await t.post('/api/auth/get_balance', { auth: session.auth })).json.statusMessage).toBe('accountIdRequired');
    expect((await t.post('/api/auth/get_balance', { auth: 'f'.repeat(64), account_id: 'demo' })).json.statusMessage).toBe('invalidAuth');
    const other = await t.login('slot1');
    expect((await t.post('/api/auth/get_balance', { auth: other.auth, account_id: 'someoneelse' })).json.statusMessage).toBe('invalidAuth');
    clock += 61_000;
    expect((await t.post('/api/auth/get_balance', session)).json).toMatchObject({ statusCode: 0, statusMessage: 'sessionExpired' });
  });

  it('vip returns a top-level nextLevel record whose progress is between 0 and 100', async () => {
    const { json } = await t.post('/api/auth/vip', await t.login());
    const next = (json.nextLevel as Record<string, number | string>[])[0];
    expect(next).toMatchObject({ vip_name: 'Silver', vip_name_next: 'Gold', starting_deposit: 5000, deposit_next: 20000 });
    const progress = ((Number(next?.starting_deposit) + Number(next?.cycle_deposit)) / Number(next?.deposit_next)) * 100;
    expect(progress).toBeCloseTo(62.5);
    expect(json.value).toMatchObject({ currentLevel: 2, totalDeposit: 12500 });
  });

  it('vip_before_login lists the level ladder', async () => {
    const { json } = await t.post('/api/auth/vip_before_login', site('slot4'));
    const levels = json.value as { vip_name: string; deposit_required: number }[];
    expect(levels.map((l) => l.vip_name)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Royal']);
    expect(levels.every((l, i, all) => i === 0 || l.deposit_required > (all[i - 1]?.deposit_required ?? 0))).toBe(true);
  });

  it('update_password checks the old password, then the new one works and the old one does not', async () => {
    const session = await t.login('casino3');
    expect((await t.post('/api/auth/update_password', { ...session, password: 'wrong-one', new_password: 'newpass99' })).json.statusMessage).toBe(
      'invalidCredentials',
    );
    expect((await t.post('/api/auth/update_password', { ...session, password: 'demo1234', new_password: '123' })).json.statusMessage).toBe('invalidPassword');
    expect((await t.post('/api/auth/update_password', { ...session, password: 'demo1234', new_password: 'newpass99' })).json.statusCode).toBe(1);
    expect((await t.post('/api/auth/login', { account_id: 'demo', password: 'demo1234', ...site('casino3') })).json.statusMessage).toBe('invalidCredentials');
    expect((await t.post('/api/auth/login', { account_id: 'demo', password: 'newpass99', ...site('casino3') })).json.statusCode).toBe(1);
  });
});

describe('signup and TAC', () => {
  const signup = (body: object = {}) => ({
    ...site('slot1'),
    account_id: 'newplayer1',
    password: 'secret99',
    contact_phone: '+639171234567',
    contact_email: 'new@example.com',
    referrer_code: '',
    ch: 'web',
    cm: '',
    pp: '',
    affiliate_code: 'AFF1',
    fbp: 'fb.1.1596403881668.1116446470',
    appsflyer_id: '',
    visitor_id: 'v-1',
    ...body,
  });

  it('creates an account and logs it in; a duplicate is accountExists', async () => {
    const first = await t.post('/api/auth/signup', signup());
    expect(first.json).toMatchObject({ statusCode: 1, user: { account_id: 'newplayer1' } });
    expect((await t.post('/api/auth/signup', signup())).json.statusMessage).toBe('accountExists');
    expect((await t.post('/api/auth/login', { account_id: 'newplayer1', password: 'secret99', ...site('slot1') })).json.statusCode).toBe(1);
  });

  it('validates account_id, password, phone and email', async () => {
    expect((await t.post('/api/auth/signup', signup({ account_id: 'ab' }))).json.statusMessage).toBe('invalidAccountId');
    expect((await t.post('/api/auth/signup', signup({ account_id: 'has space1' }))).json.statusMessage).toBe('invalidAccountId');
    expect((await t.post('/api/auth/signup', signup({ account_id: 'okname2', password: '12345' }))).json.statusMessage).toBe('invalidPassword');
    expect((await t.post('/api/auth/signup', signup({ account_id: 'okname3', contact_phone: 'call me' }))).json.statusMessage).toBe('invalidPhone');
    expect((await t.post('/api/auth/signup', signup({ account_id: 'okname4', contact_email: 'nope@' }))).json.statusMessage).toBe('invalidEmail');
  });

  it('request_new_register logs a TAC that tac/verify accepts once', async () => {
    const request = await t.post('/api/auth/tac/request_new_register', { ...site('slot1'), account_id: 'freshone' });
    expect(request.json.statusCode).toBe(1);
    const tac = lastTac(t.logs, 'freshone');
    expect(tac).toMatch(/^\d{6}$/);
    expect(t.logs.at(-1)).toBe(`TAC for freshone@slot1.localhost: ${tac}`);
    const verify = { ...site('slot1'), account_id: 'freshone', tac };
    expect((await t.post('/api/auth/tac/verify', verify)).json.statusCode).toBe(1);
    expect((await t.post('/api/auth/tac/verify', verify)).json.statusMessage).toBe('invalidTac');
    expect((await t.post('/api/auth/tac/request_new_register', { ...site('slot1'), account_id: 'demo' })).json.statusMessage).toBe('accountExists');
  });

  it('request_login + login_tac logs in; 000000 works for demo; wrong codes fail; unknown accounts look like known ones', async () => {
    expect((await t.post('/api/auth/tac/request_login', { ...site('casino2'), account_id: 'demo' })).json.statusCode).toBe(1);
    const tac = lastTac(t.logs, 'demo');
    const ok = await t.post('/api/auth/login_tac', { account_id: 'demo', tac, ...site('casino2') });
    expect(ok.json).toMatchObject({ statusCode: 1, fullname: expect.any(String) });
    expect(ok.json.token).toMatch(/^[0-9a-f]{64}$/);
    expect((await t.post('/api/auth/login_tac', { account_id: 'demo', tac: '000000', ...site('casino2') })).json.statusCode).toBe(1);
    expect((await t.post('/api/auth/login_tac', { account_id: 'demo', tac: '12345x', ...site('casino2') })).json.statusMessage).toBe('invalidTac');
    // an unknown account gets the same answer and no code
    expect((await t.post('/api/auth/tac/request_login', { ...site('casino2'), account_id: 'ghost' })).json.statusMessage).toBe('OK');
    expect(t.logs.some((l) => l.startsWith('TAC for ghost@'))).toBe(false);
  });

  it('forgot_password checks the phone and issues a reset TAC', async () => {
    const wrong = await t.post('/api/auth/forgot_password', { account_id: 'demo', contact_phone: '+10000000', ...site('casino5') });
    expect(wrong.json.statusMessage).toBe('phoneMismatch');
    const startup = await t.post('/api/auth/forgot_password', { account_id: 'demo', contact_phone: '+63917000004', ...site('casino5') });
    expect(startup.json.statusCode).toBe(1);
    expect(t.logs.at(-1)).toMatch(/^TAC for demo@casino5\.localhost: \d{6}$/);
  });
});
