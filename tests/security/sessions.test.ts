import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, nextTac, signupBody, site, startServer, type TestServer } from './server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: '1' });
}, 90_000);
afterAll(() => server?.stop());

const login = async (key: string, password = 'demo1234', from = '10.8.0.1') => {
  const answer = await api(server.port, '/api/auth/login', { ...site(key), account_id: 'demo', password }, { key, from });
  return { auth: String(answer.json.token), account_id: 'demo', json: answer.json };
};
const balance = (key: string, creds: { auth: string; account_id: string }) =>
  api(server.port, '/api/auth/get_balance', { auth: creds.auth, account_id: creds.account_id }, { key });

describe('sessions', () => {
  it("a casino1 token is refused on slot2's API (tokens are bound to the issuing site)", async () => {
    const casino = await login('casino1');
    expect((await balance('casino1', casino)).json.statusCode).toBe(1);
    const elsewhere = await balance('slot2', casino);
    expect(elsewhere.json).toMatchObject({ statusCode: 0, statusMessage: 'invalidAuth' });
  });

  it('after logout the token is refused', async () => {
    const creds = await login('casino2');
    expect((await balance('casino2', creds)).json.statusCode).toBe(1);
    expect((await api(server.port, '/api/auth/logout', { auth: creds.auth, account_id: 'demo' }, { key: 'casino2' })).json.statusCode).toBe(1);
    expect((await balance('casino2', creds)).json).toMatchObject({ statusCode: 0, statusMessage: 'invalidAuth' });
  });

  it('a password change revokes the other sessions, not this one', async () => {
    const here = await login('casino3');
    const there = await login('casino3');
    const change = await api(
      server.port,
      '/api/auth/update_password',
      { auth: here.auth, account_id: 'demo', password: 'demo1234', new_password: 'Changed2024' },
      { key: 'casino3' },
    );
    expect(change.json.statusCode).toBe(1);
    expect((await balance('casino3', here)).json.statusCode).toBe(1);
    expect((await balance('casino3', there)).json.statusMessage).toBe('invalidAuth');
  });
});

describe('accounts', () => {
  const signup = (account_id: string, password: string) =>
    api(server.port, '/api/auth/signup', signupBody('slot4', { account_id, password, contact_phone: '+639175550000' }));

  it.each([['123456'], ['      '], ['policy01'], ['zzzzzzzzz'], ['password1'], ['qwerty123']])('refuses %j as a password', async (password) => {
    const answer = await signup('policy01', password);
    expect(answer.json.statusMessage).toBe('invalidPassword');
  });

  it('password recovery works end to end: reset code → recovery session → new password without the old one', async () => {
    const from = { key: 'casino5', from: '10.9.1.1' };
    const forgot = await api(server.port, '/api/auth/forgot_password', { ...site('casino5'), account_id: 'demo', contact_phone: '+63917000004' }, from);
    expect(forgot.json.statusCode).toBe(1);
    const code = await nextTac(server, 'demo');
    const entered = await api(server.port, '/api/auth/login_tac', { ...site('casino5'), account_id: 'demo', tac: code }, from);
    expect(entered.json).toMatchObject({ statusCode: 1, recovery: true });
    const reset = await api(
      server.port,
      '/api/auth/update_password',
      { auth: String(entered.json.token), account_id: 'demo', password: '', new_password: 'Recovered2024' },
      from,
    );
    expect(reset.json.statusCode).toBe(1);
    expect((await api(server.port, '/api/auth/login', { ...site('casino5'), account_id: 'demo', password: 'Recovered2024' }, from)).json.statusCode).toBe(1);
    expect((await api(server.port, '/api/auth/login', { ...site('casino5'), account_id: 'demo', password: 'demo1234' }, from)).json.statusMessage).toBe(
      'invalidCredentials',
    );
  });

  it('forgot_password answers an unknown account like a wrong phone', async () => {
    const from = { key: 'casino5', from: '10.9.2.1' };
    const unknown = await api(server.port, '/api/auth/forgot_password', { ...site('casino5'), account_id: 'nobodyhere', contact_phone: '+63917000004' }, from);
    const wrongPhone = await api(server.port, '/api/auth/forgot_password', { ...site('casino5'), account_id: 'demo', contact_phone: '+10000000' }, from);
    expect(unknown.json).toEqual(wrongPhone.json);
  });
});
