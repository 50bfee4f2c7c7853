import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/open-database.ts';
import { site, startTestBackend, type TestBackend } from './test-support.ts';

/** Issue 26: sign-ups are limited per address and per device, and the tracking fields hold only what docs promise. */
let t: TestBackend;
let clock = Date.now();
beforeAll(async () => {
  t = await startTestBackend({ now: () => clock });
});
afterAll(() => t.dispose());

const TRACKING = ['referrer_code', 'ch', 'cm', 'pp', 'affiliate_code', 'fbp', 'appsflyer_id', 'visitor_id'] as const;

let serial = 0;
/** A valid sign-up of a fresh name, from `from`, with its own visitor id unless the body says otherwise. */
async function signup(from: string, body: Record<string, string> = {}, userAgent = 'TestBrowser/1') {
  serial++;
  const response = await t.raw('/api/auth/signup', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from, 'x-forwarded-host': 'casino3.localhost', 'user-agent': userAgent },
    body: JSON.stringify({
      ...site('casino3'),
      account_id: `fresh${serial}`,
      password: 'Sturdy2024',
      contact_phone: '+639171112233',
      contact_email: '',
      referrer_code: '',
      ch: '',
      cm: '',
      pp: '',
      affiliate_code: '',
      fbp: '',
      appsflyer_id: '',
      visitor_id: `visitor-${serial}`,
      ...body,
    }),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), json: (await response.json()) as Record<string, unknown> };
}

describe('sign-ups per address', () => {
  it('10 sign-ups from one address pass, the 11th is 429 with Retry-After; another address still passes', async () => {
    for (let i = 0; i < 10; i++) expect((await signup('198.51.100.1')).json.statusCode).toBe(1);
    const refused = await signup('198.51.100.1');
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('60');
    expect(refused.json).toEqual({
      statusCode: -429,
      statusMessage: 'tooManyAttempts',
      statusDetail: 'Too many sign-ups from here; try again later',
      retry_after: 60,
    });
    expect((await signup('198.51.100.2')).json.statusCode).toBe(1);
    // after the wait one more passes, and the next wait is twice as long
    clock += 60_000;
    expect((await signup('198.51.100.1')).json.statusCode).toBe(1);
    expect((await signup('198.51.100.1')).retryAfter).toBe('120');
  });

  it('a taken name counts too (probing names is what the limit is for); refused input does not', async () => {
    for (let i = 0; i < 12; i++) expect((await signup('198.51.100.3', { password: '123456' })).json.statusMessage).toBe('invalidPassword');
    for (let i = 0; i < 10; i++) expect((await signup('198.51.100.3', { account_id: 'demo' })).json.statusMessage).toBe('accountExists');
    expect((await signup('198.51.100.3', { account_id: 'demo' })).status).toBe(429);
  });
});

describe('sign-ups per device', () => {
  it('one visitor id gets 5 sign-ups, from any address; another visitor id is not held back', async () => {
    for (let i = 0; i < 5; i++) expect((await signup(`198.51.100.${10 + i}`, { visitor_id: 'same-browser' })).json.statusCode).toBe(1);
    const refused = await signup('198.51.100.16', { visitor_id: 'same-browser' });
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('60');
    expect((await signup('198.51.100.16', { visitor_id: 'other-browser' })).json.statusCode).toBe(1);
  });

  it('without a visitor id the device is the address and the User-Agent', async () => {
    for (let i = 0; i < 5; i++) expect((await signup('198.51.100.20', { visitor_id: '' }, 'Bot/1')).json.statusCode).toBe(1);
    expect((await signup('198.51.100.20', { visitor_id: '' }, 'Bot/1')).status).toBe(429);
    expect((await signup('198.51.100.20', { visitor_id: '' }, 'OtherBrowser/2')).json.statusCode).toBe(1);
  });
});

describe('tracking fields', () => {
  const count = (): number => {
    const db = openDatabase(t.dbPath);
    try {
      return (db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
    } finally {
      db.close();
    }
  };

  it.each(TRACKING)('%s: markup, quotes, spaces and more than 128 characters are refused, nothing is stored', async (field) => {
    const before = count();
    for (const [i, value] of ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "x'--", 'two words', 'a'.repeat(129)].entries()) {
      const answer = await signup(`198.51.101.${i}`, { [field]: value });
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({
        statusCode: 0,
        statusMessage: 'invalidRequest',
        statusDetail: `Field "${field}" may hold only letters, digits, ".", "_" and "-", at most 128 characters`,
      });
    }
    expect(count()).toBe(before);
  });

  it('valid ids (up to 128 characters) are stored as sent', async () => {
    const sent = {
      referrer_code: 'FRIEND7',
      ch: 'fb',
      cm: 'spring_2024',
      pp: 'p-9',
      affiliate_code: 'A'.repeat(128),
      fbp: 'fb.1.1596403881668.1116446470',
      appsflyer_id: '1596403881668-1234567',
      visitor_id: '0f8e2a6c-5b1d-4e1a-9c3f-2d7b8a9e6f10',
    };
    const answer = await signup('198.51.101.50', sent);
    expect(answer.json.statusCode).toBe(1);
    const db = openDatabase(t.dbPath);
    const row = db.prepare('SELECT referrer_code, signup_meta FROM users WHERE account_id = ?').get(`fresh${serial}`) as {
      referrer_code: string;
      signup_meta: string;
    };
    db.close();
    const { referrer_code, ...meta } = sent;
    expect(row.referrer_code).toBe(referrer_code);
    expect(JSON.parse(row.signup_meta)).toEqual(meta);
  });
});
