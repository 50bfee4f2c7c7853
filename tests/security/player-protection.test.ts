import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, call, signupBody, site, startServer, type TestServer } from './server.ts';

/**
 * POST /api/settings/exclude (issue 31) against a real server: only a signed-in player ends their
 * own play, never someone else's, and a malformed body is a 400 that records nothing.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: '1' });
}, 90_000);
afterAll(() => server?.stop());

const login = async (key: string, account_id = 'demo', password = 'demo1234') => {
  const answer = await api(server.port, '/api/auth/login', { ...site(key), account_id, password }, { key, from: '10.31.0.1' });
  return { auth: String(answer.json.token), account_id, json: answer.json };
};
const exclude = (key: string, body: object) => api(server.port, '/api/settings/exclude', body, { key, from: '10.31.0.2' });

describe('POST /api/settings/exclude', () => {
  it('without a session (no token, or one nobody issued) records nothing', async () => {
    expect((await exclude('slot3', { account_id: 'demo', kind: 'self_exclusion', period: 6 })).json).toMatchObject({
      statusCode: 0,
      statusMessage: 'authRequired',
    });
    expect((await exclude('slot3', { account_id: 'demo', auth: 'f'.repeat(64), kind: 'self_exclusion', period: 6 })).json).toMatchObject({
      statusCode: 0,
      statusMessage: 'invalidAuth',
    });
    expect((await login('slot3')).json.statusCode).toBe(1);
  });

  it("takes a player's own token only: not for another account, not from another site", async () => {
    const other = await api(server.port, '/api/auth/signup', signupBody('sportsbook3', { account_id: 'guarded31', password: 'Sturdy2024' }), {
      key: 'sportsbook3',
      from: '10.31.1.1',
    });
    expect(other.json.statusCode).toBe(1);
    const demo = await login('sportsbook3');
    expect((await exclude('sportsbook3', { auth: demo.auth, account_id: 'guarded31', kind: 'timeout', period: 24 })).json).toMatchObject({
      statusMessage: 'invalidAuth',
    });
    // the token works only on the site that issued it
    expect((await exclude('slot3', { auth: demo.auth, account_id: 'demo', kind: 'self_exclusion', period: 6 })).json).toMatchObject({
      statusMessage: 'invalidAuth',
    });
    expect((await login('sportsbook3', 'guarded31', 'Sturdy2024')).json.statusCode).toBe(1);
    expect((await login('slot3')).json.statusCode).toBe(1);
  });

  it('answers a malformed body with a 400, and the player can still play', async () => {
    const demo = await login('slot4');
    const player = { auth: demo.auth, account_id: 'demo' };
    const raw = await call(server.port, '/api/settings/exclude', {
      method: 'POST',
      host: `slot4.localhost:${server.port}`,
      headers: { 'content-type': 'application/json' },
      body: '{"auth": ',
    });
    expect(raw.status).toBe(400);
    for (const body of [
      { ...player, kind: 'forever', period: 6 },
      { ...player, kind: 'self_exclusion', period: '6 months' },
      { ...player, kind: 'self_exclusion', period: 0 },
      { ...player, kind: 'self_exclusion' },
      { ...player, kind: { $ne: null }, period: 6 },
    ]) {
      expect((await exclude('slot4', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await api(server.port, '/api/auth/get_balance', player, { key: 'slot4' })).json.statusCode).toBe(1);
  });

  it("the player's own self-exclusion ends their session and refuses logins, naming the end", async () => {
    const demo = await login('slot5');
    const answer = await exclude('slot5', { auth: demo.auth, account_id: 'demo', kind: 'self_exclusion', period: 6 });
    expect(answer.json).toMatchObject({ statusCode: 1, value: { kind: 'self_exclusion', period: 6, active: true } });
    const until = (answer.json.value as { ends_at: string }).ends_at;
    expect((await api(server.port, '/api/auth/get_balance', { auth: demo.auth, account_id: 'demo' }, { key: 'slot5' })).json.statusMessage).toBe('invalidAuth');
    expect((await login('slot5')).json).toMatchObject({ statusCode: 0, statusMessage: 'selfExcluded', excluded_until: until });
  });
});
