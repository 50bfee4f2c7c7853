import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDecrease, parseLimit } from './store/deposit-limits.ts';
import { startTestBackend, type TestBackend } from './test-support.ts';

let t: TestBackend;
let clock = Date.UTC(2026, 0, 1);
beforeAll(async () => {
  t = await startTestBackend({ now: () => clock });
});
afterAll(() => t.dispose());

const HOUR = 3_600_000;
type Value = { limit: unknown; pending: unknown; cooling_off_hours: number };
const value = (json: Record<string, unknown>) => json.value as Value;

describe('isDecrease', () => {
  it('is a decrease only when no stretch of time allows more: per period and per day', () => {
    expect(isDecrease(null, { period: 'monthly', amount: 9_000 })).toBe(true);
    expect(isDecrease({ period: 'none', amount: 0 }, { period: 'daily', amount: 5 })).toBe(true);
    expect(isDecrease({ period: 'weekly', amount: 700 }, { period: 'weekly', amount: 500 })).toBe(true);
    expect(isDecrease({ period: 'weekly', amount: 700 }, { period: 'daily', amount: 100 })).toBe(true);
    expect(isDecrease({ period: 'daily', amount: 100 }, { period: 'weekly', amount: 100 })).toBe(true);
    expect(isDecrease({ period: 'weekly', amount: 700 }, { period: 'daily', amount: 101 })).toBe(false);
    expect(isDecrease({ period: 'daily', amount: 100 }, { period: 'weekly', amount: 500 })).toBe(false);
    expect(isDecrease({ period: 'monthly', amount: 700 }, { period: 'weekly', amount: 700 })).toBe(false);
    expect(isDecrease({ period: 'daily', amount: 100 }, { period: 'none', amount: 0 })).toBe(false);
  });
});

describe('parseLimit', () => {
  it('takes a positive amount with at most two decimals, and refuses the rest', () => {
    expect(parseLimit('daily', ' 50.5 ')).toEqual({ period: 'daily', amount: 50.5 });
    expect(parseLimit('none', 'anything')).toEqual({ period: 'none', amount: 0 });
    for (const bad of ['0', '-5', '1e3', '5.555', '', 'abc', '99999999']) expect(parseLimit('daily', bad), bad).toEqual({ problem: 'invalidAmount' });
    expect(parseLimit('yearly', '5')).toEqual({ problem: 'invalidPeriod' });
  });
});

describe('the deposit limit (sportsbook1, UKGC: 24 hours of cooling-off)', () => {
  it('is unanswered at first; a limit applies at once, a decrease at once, an increase after the cooling-off period', async () => {
    const session = await t.login('sportsbook1');
    const read = async () => value((await t.post('/api/settings/deposit_limit', session)).json);
    const set = async (period: string, amount: string) => (await t.post('/api/settings/set_deposit_limit', { ...session, period, amount })).json;
    expect(await read()).toEqual({ limit: null, pending: null, cooling_off_hours: 24 });

    expect(value(await set('weekly', '500'))).toMatchObject({ limit: { period: 'weekly', amount: 500 }, pending: null });
    expect(value(await set('weekly', '300'))).toMatchObject({ limit: { period: 'weekly', amount: 300 }, pending: null });
    expect(value(await set('weekly', '800'))).toEqual({
      limit: { period: 'weekly', amount: 300 },
      pending: { period: 'weekly', amount: 800, effective_at: clock + 24 * HOUR },
      cooling_off_hours: 24,
    });
    clock += 24 * HOUR - 1;
    expect((await read()).limit).toEqual({ period: 'weekly', amount: 300 });
    clock += 1;
    expect(await read()).toMatchObject({ limit: { period: 'weekly', amount: 800 }, pending: null });

    // removing the limit is an increase; a decrease meanwhile applies at once and drops the waiting raise
    expect(value(await set('none', ''))).toMatchObject({ limit: { period: 'weekly', amount: 800 }, pending: { period: 'none' } });
    expect(value(await set('daily', '50'))).toMatchObject({ limit: { period: 'daily', amount: 50 }, pending: null });

    expect(await set('daily', '-1')).toMatchObject({ statusCode: 0, statusMessage: 'invalidAmount' });
    expect(await set('hourly', '1')).toMatchObject({ statusCode: 0, statusMessage: 'invalidPeriod' });
    expect((await read()).limit).toEqual({ period: 'daily', amount: 50 });
  });

  it('keeps an explicit "no limit" as an answer', async () => {
    const session = await t.login('sportsbook2');
    const { json } = await t.post('/api/settings/set_deposit_limit', { ...session, period: 'none', amount: '' });
    expect(value(json)).toMatchObject({ limit: { period: 'none', amount: 0 }, pending: null });
  });

  it('needs the player’s session', async () => {
    const { json } = await t.post('/api/settings/set_deposit_limit', { account_id: 'demo', auth: 'forged', period: 'daily', amount: '5' });
    expect(json).toMatchObject({ statusCode: 0, statusMessage: 'invalidAuth' });
  });
});

describe('the responsible-gaming information’s acknowledgement (per player, kept by the backend)', () => {
  it('is not acknowledged until the player says so, then stays so for every session', async () => {
    const first = await t.login('slot2');
    expect((await t.post('/api/settings/rg_information', first)).json).toMatchObject({ statusCode: 1, value: { acknowledged: false } });
    expect((await t.post('/api/settings/rg_information_ack', first)).json).toMatchObject({ statusCode: 1, value: { acknowledged: true } });
    const again = await t.login('slot2');
    expect((await t.post('/api/settings/rg_information', again)).json).toMatchObject({ value: { acknowledged: true } });
    const elsewhere = await t.login('slot3');
    expect((await t.post('/api/settings/rg_information', elsewhere)).json).toMatchObject({ value: { acknowledged: false } });
  });
});
