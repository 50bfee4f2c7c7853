import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRow, num } from './db/row.ts';
import { site, startTestBackend, type TestBackend } from './test-support.ts';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.dispose());

const TABLES = ['users', 'sessions', 'favourites', 'inbox', 'ads_visits', 'tac_codes', 'games', 'sites'];

/** Row counts read through a second connection, so the check does not trust the code under test. */
function counts(): Record<string, number> {
  const db = new Database(t.dbPath, { readonly: true });
  try {
    return Object.fromEntries(TABLES.map((table) => [table, num(asRow(db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get()), 'n')]));
  } finally {
    db.close();
  }
}

describe('bad input never crashes and is named', () => {
  it('malformed JSON is a 400 invalidRequest', async () => {
    const { status, json } = await t.post('/api/startup', '{"domain_name": ');
    expect(status).toBe(400);
    expect(json).toMatchObject({ statusMessage: 'invalidRequest', statusDetail: expect.stringContaining('Malformed JSON') });
    expect(Number(json.statusCode)).toBeLessThan(1);
  });

  it('a body that is not an object, a missing field and a wrong type each name the problem', async () => {
    expect((await t.post('/api/startup', '[1,2]')).json.statusDetail).toContain('JSON object');
    const missing = await t.post('/api/product/get_hot_games', { domain_name: 'casino1.localhost', game_type: '' });
    expect(missing).toMatchObject({ status: 400, json: { statusMessage: 'invalidRequest', statusDetail: 'Missing required field "external_id"' } });
    const wrongType = await t.post('/api/auth/login', { account_id: 42, password: 'x', ...site() });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.statusDetail).toContain('"account_id" must be a string');
    const authType = await t.post('/api/auth/get_balance', { auth: ['x'], account_id: 'demo' });
    expect(authType.status).toBe(400);
  });

  it('bodies over 1 MB are refused with 413, by header or by stream', async () => {
    const big = JSON.stringify({ domain_name: 'x'.repeat(1024 * 1024 + 10) });
    expect((await t.post('/api/startup', big)).status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new Uint8Array(100 * 1024).fill(32));
        controller.close();
      },
    });
    const response = await t.raw('/api/startup', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('unknown paths are a 404 JSON body, wrong methods a 405', async () => {
    const response = await t.get('/api/nowhere');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ statusMessage: 'notFound' });
    expect((await t.get('/api/startup')).status).toBe(405);
  });

  it('SQL-looking strings are answered with a JSON error and write nothing', async () => {
    const before = counts();
    const injections = ["' OR '1'='1", "demo'; DROP TABLE users; --", '1; DELETE FROM sessions', 'x"); DROP TABLE games;--'];
    for (const evil of injections) {
      const login = await t.post('/api/auth/login', { account_id: evil, password: evil, ...site() });
      expect(login.json.statusCode).toBe(0);
      const signup = await t.post('/api/auth/signup', { ...site(), account_id: evil, password: 'secret99', contact_phone: '+639170000000' });
      expect(signup.json.statusMessage).toBe('invalidAccountId');
      const startup = await t.post('/api/startup', { domain_name: evil });
      expect(startup.json.statusMessage).toBe('siteNotFound');
      const games = await t.post('/api/product/get_hot_games', { domain_name: evil, external_id: evil, game_type: evil });
      expect(games.json.statusMessage).toBe('invalidSite');
      expect((await t.post('/api/auth/get_balance', { auth: evil, account_id: evil })).json.statusMessage).toBe('invalidAuth');
      expect((await t.post('/api/settings/adsvisit', { ...site(), fbp: evil, appsflyer_id: evil })).json.statusCode).toBe(0);
      expect((await t.post('/api/auth/tac/request_new_register', { ...site(), account_id: evil })).json.statusMessage).toBe('invalidAccountId');
    }
    const session = await t.login();
    const afterLogin = counts();
    for (const evil of injections) {
      expect(
        (await t.post('/api/home/fav_add', { ...session, provider_code: evil, game_code: evil, game_name: evil, game_type: evil, img_url: evil })).json
          .statusMessage,
      ).toBe('gameNotFound');
      expect((await t.post('/api/settings/claim_inbox', { ...session, inbox_id: evil })).json.statusMessage).toBe('inboxNotFound');
      expect((await t.post('/api/settings/profile_update', { ...session, full_name: evil, contact_email: evil })).json.statusCode).toBe(0);
    }
    expect(counts()).toEqual(afterLogin);
    expect(afterLogin).toEqual({ ...before, sessions: (before.sessions ?? 0) + 1 });
  });
});
