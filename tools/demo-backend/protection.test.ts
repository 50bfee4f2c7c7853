import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site, startTestBackend, type TestBackend } from './test-support.ts';

const HOUR = 3_600_000;
let clock = Date.UTC(2026, 0, 15, 10, 0);
let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend({ now: () => clock });
});
afterAll(() => t.dispose());

const login = (key: string) => t.post('/api/auth/login', { account_id: 'demo', password: 'demo1234', ...site(key) });

describe('POST /api/settings/exclude', () => {
  it('records a UKGC time-out, ends every session of the player and refuses logins until it ends, naming the end', async () => {
    const first = await t.login('sportsbook2');
    const second = await t.login('sportsbook2');
    const { json } = await t.post('/api/settings/exclude', { ...first, kind: 'timeout', period: 24 });
    expect(json).toMatchObject({
      statusCode: 1,
      value: { kind: 'timeout', period: 24, starts_at: '2026-01-15T10:00:00.000Z', ends_at: '2026-01-16T10:00:00.000Z', active: true },
    });
    for (const s of [first, second]) {
      expect((await t.post('/api/auth/get_balance', s)).json).toMatchObject({ statusCode: 0, statusMessage: 'invalidAuth' });
    }
    expect((await login('sportsbook2')).json).toMatchObject({ statusCode: 0, statusMessage: 'timedOut', excluded_until: '2026-01-16T10:00:00.000Z' });
    expect((await t.post('/api/auth/login_tac', { account_id: 'demo', tac: '000000', ...site('sportsbook2') })).json).toMatchObject({
      statusMessage: 'timedOut',
    });
    // the same account name on another site is another player
    expect((await login('sportsbook3')).json).toMatchObject({ statusCode: 1 });
    clock += 24 * HOUR;
    const back = await login('sportsbook2');
    expect(back.json).toMatchObject({ statusCode: 1 });
    const status = await t.post('/api/settings/protection_status', { account_id: 'demo', auth: back.json.token });
    expect(status.json).toMatchObject({ statusCode: 1, value: { kind: 'timeout', period: 24, active: false } });
  });

  it('records a PAGCOR self-exclusion of five years in calendar months', async () => {
    const s = await t.login('casino1');
    expect((await t.post('/api/settings/protection_status', s)).json).toMatchObject({ statusCode: 1, value: null });
    const { json } = await t.post('/api/settings/exclude', { ...s, kind: 'self_exclusion', period: 60 });
    expect(json).toMatchObject({ statusCode: 1, value: { kind: 'self_exclusion', period: 60 } });
    const until = (json.value as { ends_at: string }).ends_at;
    expect(Date.parse(until) - clock).toBeGreaterThan(5 * 365 * 24 * HOUR);
    expect((await login('casino1')).json).toMatchObject({ statusCode: 0, statusMessage: 'selfExcluded', excluded_until: until });
  });

  it('refuses a period the site’s regulator does not list, and keeps the session', async () => {
    const pagcor = await t.login('casino3');
    expect((await t.post('/api/settings/exclude', { ...pagcor, kind: 'timeout', period: 24 })).json).toMatchObject({
      statusCode: 0,
      statusMessage: 'periodNotOffered',
    });
    expect((await t.post('/api/settings/exclude', { ...pagcor, kind: 'self_exclusion', period: 3 })).json).toMatchObject({ statusMessage: 'periodNotOffered' });
    const curacao = await t.login('casino2');
    expect((await t.post('/api/settings/exclude', { ...curacao, kind: 'self_exclusion', period: 6 })).json).toMatchObject({
      statusMessage: 'periodNotOffered',
    });
    expect((await t.post('/api/auth/get_balance', pagcor)).json).toMatchObject({ statusCode: 1 });
    expect((await login('casino2')).json).toMatchObject({ statusCode: 1 });
  });

  it('answers a malformed body with a 400 and records nothing', async () => {
    const s = await t.login('slot2');
    for (const body of [
      { ...s, kind: 'forever', period: 6 },
      { ...s, kind: 'self_exclusion', period: -6 },
      { ...s, kind: 'self_exclusion', period: '6 months' },
      { ...s, kind: 'self_exclusion' },
      { ...s, period: 6 },
      { ...s, kind: ['timeout'], period: 6 },
    ]) {
      expect((await t.post('/api/settings/exclude', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await t.post('/api/settings/protection_status', s)).json).toMatchObject({ statusCode: 1, value: null });
  });
});
