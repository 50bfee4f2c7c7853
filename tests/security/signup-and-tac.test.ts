import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signupBody, site, startServer, type TestServer } from './server.ts';
import { logEvents, nextEvent } from './log-records.ts';

/** Issue 26 against the real server: what an attacker probing on loopback found, and now does not. */
let server: TestServer;
beforeAll(async () => {
  // TRUST_PROXY: each test speaks from its own client address (x-forwarded-for), so limits do not leak between tests
  server = await startServer({ TRUST_PROXY: '1' });
}, 90_000);
afterAll(() => server?.stop());

let serial = 0;
const signup = (from: string, fields: Record<string, string> = {}) => {
  serial++;
  return api(server.port, '/api/auth/signup', signupBody('casino1', { account_id: `farm${serial}x`, visitor_id: `visitor-${serial}`, ...fields }), { from });
};

describe('tac/request_login', () => {
  it('asked twice, a real account and an unknown name get the same answers: 200, then 429 with the same Retry-After', async () => {
    const request = (account_id: string) => api(server.port, '/api/auth/tac/request_login', { ...site('casino1'), account_id }, { from: '10.26.1.1' });
    const answers = [await request('demo'), await request('nobody77'), await request('demo'), await request('nobody77')];
    const [knownFirst, unknownFirst, knownSecond, unknownSecond] = answers.map((a) => ({
      status: a.status,
      retryAfter: a.headers['retry-after'],
      json: a.json,
    }));
    expect(knownFirst).toEqual({ status: 200, retryAfter: undefined, json: { statusCode: 1, statusMessage: 'OK', statusDetail: 'A TAC has been sent' } });
    expect(unknownFirst).toEqual(knownFirst);
    expect(knownSecond?.status).toBe(429);
    expect(Number(knownSecond?.retryAfter)).toBeGreaterThanOrEqual(59);
    expect(unknownSecond).toEqual(knownSecond);
    expect(await nextEvent(server.output, 'demo.tac', (record) => record['account'] === 'demo')).toMatchObject({
      msg: expect.stringMatching(/^TAC for demo@/),
    });
    await nextEvent(server.output, 'demo.noTac', (record) => record['account'] === 'nobody77');
    expect(logEvents(server.output(), 'demo.tac').filter((record) => record['account'] === 'nobody77')).toEqual([]);
  });
});

describe('signup', () => {
  it('the 11th sign-up from one address within a minute is refused with 429 and Retry-After; another address still signs up', async () => {
    for (let i = 0; i < 10; i++) expect((await signup('10.26.2.1')).json.statusCode).toBe(1);
    const refused = await signup('10.26.2.1');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json).toMatchObject({ statusCode: -429, statusMessage: 'tooManyAttempts', retry_after: 60 });
    expect((await signup('10.26.2.2')).json.statusCode).toBe(1);
  });

  it('markup in a tracking field is refused and no account is made', async () => {
    const answer = await signup('10.26.3.1', { cm: '<script>alert(1)</script>' });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ statusCode: 0, statusMessage: 'invalidRequest' });
    expect(String(answer.json.statusDetail)).toContain('"cm"');
    const login = await api(
      server.port,
      '/api/auth/login',
      { ...site('casino1'), account_id: `farm${serial}x`, password: 'Sturdy2024' },
      { from: '10.26.3.2' },
    );
    expect(login.json.statusMessage).toBe('invalidCredentials');
  });
});
