import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site, startTestBackend, type TestBackend } from './test-support.ts';

/**
 * Issue 26: a code request must not tell a real account from a name nobody has. Each test asks for a known
 * account and for an unknown name side by side, at the same moments, and wants the very same answers.
 */
let t: TestBackend;
let clock = Date.now();
beforeAll(async () => {
  t = await startTestBackend({ now: () => clock, tacCooldownMs: 60_000 });
});
afterAll(() => t.dispose());

interface Answer {
  status: number;
  retryAfter: string | null;
  json: Record<string, unknown>;
}

async function ask(path: string, body: object, from: string): Promise<Answer> {
  const response = await t.raw(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from, 'x-forwarded-host': 'slot5.localhost' },
    body: JSON.stringify(body),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), json: (await response.json()) as Record<string, unknown> };
}

const lastTac = (account: string): string =>
  [...t.logs]
    .reverse()
    .find((l) => l.startsWith(`TAC for ${account}@`))
    ?.split(': ')[1] ?? '';

describe('tac/request_login', () => {
  it('a known account and an unknown name get the same answers through the cooldown and the hourly cap', async () => {
    const request = (account_id: string, from: string) => ask('/api/auth/tac/request_login', { ...site('slot5'), account_id }, from);
    const known: Answer[] = [];
    const unknown: Answer[] = [];
    const both = async () => {
      known.push(await request('demo', '192.0.2.10'));
      unknown.push(await request('nobody42', '192.0.2.11'));
    };
    await both(); // a code
    await both(); // at once: the cooldown
    for (let i = 0; i < 4; i++) {
      clock += 61_000;
      await both(); // codes 2 to 5
    }
    clock += 61_000;
    await both(); // the sixth within the hour: the cap
    clock += (3_600 - 5 * 61) * 1000;
    await both(); // the first code is an hour old: one more
    expect(known.map((a) => [a.status, a.retryAfter])).toEqual([
      [200, null],
      [429, '60'],
      [200, null],
      [200, null],
      [200, null],
      [200, null],
      [429, String(3_600 - 5 * 61)],
      [200, null],
    ]);
    expect(unknown).toEqual(known);
    expect(known[1]?.json).toEqual({
      statusCode: -429,
      statusMessage: 'tooManyAttempts',
      statusDetail: 'A code was sent recently; wait before asking for another',
      retry_after: 60,
    });
    // the name is matched without regard to case, for both
    expect(await request('NOBODY42', '192.0.2.11')).toEqual(await request('DEMO', '192.0.2.10'));
    // nothing was sent for the unknown name
    expect(t.logs.some((l) => /TAC for nobody42@/i.test(l))).toBe(false);
  });

  it('wrong codes for an unknown name burn like a real code: invalidTac five times, then 429, then tacBurned', async () => {
    const known = 'demo';
    await ask('/api/auth/tac/request_login', { ...site('slot6'), account_id: known }, '192.0.2.20');
    await ask('/api/auth/tac/request_login', { ...site('slot6'), account_id: 'nobody43' }, '192.0.2.21');
    const wrong = lastTac(known) === '123456' ? '654321' : '123456';
    const guess = (account_id: string, from: string) => ask('/api/auth/login_tac', { ...site('slot6'), account_id, tac: wrong }, from);
    const knownAnswers: Answer[] = [];
    const unknownAnswers: Answer[] = [];
    for (let i = 0; i < 7; i++) {
      knownAnswers.push(await guess(known, `192.0.2.${30 + i}`));
      unknownAnswers.push(await guess('nobody43', `192.0.2.${40 + i}`));
      // the account lock after the 5th failure lasts 1 s; the 7th guess comes after it
      if (i === 5) clock += 1_000;
    }
    expect(knownAnswers.map((a) => a.json.statusMessage)).toEqual([
      'invalidTac',
      'invalidTac',
      'invalidTac',
      'invalidTac',
      'invalidTac',
      'tooManyAttempts',
      'tacBurned',
    ]);
    expect(unknownAnswers).toEqual(knownAnswers);
  });

  it('takes about as long for an unknown name as for a known account', async () => {
    const keys = ['casino1', 'casino2', 'casino3', 'casino4', 'casino6', 'casino7', 'casino8', 'casino9', 'slot1', 'slot2', 'slot3', 'slot4'];
    const time = async (key: string, account_id: string) => {
      const started = performance.now();
      const answer = await ask('/api/auth/tac/request_login', { ...site(key), account_id }, '192.0.2.50');
      expect(answer.status).toBe(200);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // each a first request (a code issued, or not), on fresh sites so no cooldown answers instead
    for (const key of keys) {
      known.push(await time(key, 'demo'));
      unknown.push(await time(key, 'nobody44'));
    }
    const ratio = Math.min(...unknown) / Math.min(...known);
    // the same statements run either way; noise on a shared CPU only ever adds time, so compare the fastest
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });
});

describe('forgot_password', () => {
  it('an unknown account and a wrong phone get the same answers, up to the lock', async () => {
    const forgot = (account_id: string, from: string) =>
      ask('/api/auth/forgot_password', { ...site('slot7'), account_id, contact_phone: '+639990000000' }, from);
    const known: Answer[] = [];
    const unknown: Answer[] = [];
    for (let i = 0; i < 6; i++) {
      known.push(await forgot('demo', `192.0.2.${60 + i}`));
      unknown.push(await forgot('nobody45', `192.0.2.${70 + i}`));
    }
    expect(known.map((a) => a.json.statusMessage)).toEqual([
      'phoneMismatch',
      'phoneMismatch',
      'phoneMismatch',
      'phoneMismatch',
      'phoneMismatch',
      'tooManyAttempts',
    ]);
    expect(unknown).toEqual(known);
  });
});

describe('tac/request_new_register', () => {
  it('answers a taken name with accountExists (a sign-up must), but one address may ask only 10 times in a row', async () => {
    const register = (account_id: string) => ask('/api/auth/tac/request_new_register', { ...site('slot8'), account_id }, '192.0.2.80');
    expect((await register('demo')).json.statusMessage).toBe('accountExists');
    for (let i = 1; i < 10; i++) expect((await register(`probe${i}x`)).status).toBe(200);
    const refused = await register('blocked');
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('60');
    expect(refused.json).toMatchObject({ statusCode: -429, statusMessage: 'tooManyAttempts', retry_after: 60 });
    // another address is not held back
    expect((await ask('/api/auth/tac/request_new_register', { ...site('slot8'), account_id: 'probe10x' }, '192.0.2.81')).status).toBe(200);
  });
});
