import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseConsent } from './store/marketing-consent.ts';
import { signupBody, startTestBackend, type TestBackend } from './test-support.ts';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.dispose());

const signup = (account_id: string, extra: object) => signupBody('sportsbook1', account_id, { visitor_id: `v-${account_id}`, ...extra });
const credentials = (json: Record<string, unknown>, account_id: string) => ({ auth: String(json['token']), account_id });

describe('normaliseConsent', () => {
  const grid = { products: ['sports', 'casino'], channels: ['email', 'sms', 'phone', 'post'] };
  it('keeps known product:channel pairs once, in the lists’ order, and refuses anything else', () => {
    expect(normaliseConsent('', grid)).toBe('');
    expect(normaliseConsent('sports:sms,casino:email,sports:sms', grid)).toBe('casino:email,sports:sms');
    for (const bad of ['casino', 'casino:fax', 'darts:email', 'casino:email:x', 'casino:email,', ' casino:email'])
      expect(normaliseConsent(bad, grid), bad).toBeNull();
  });
  it('refuses a known pair the brand’s grid does not offer', () => {
    expect(normaliseConsent('casino:push', grid)).toBeNull();
    expect(normaliseConsent('bingo:email', grid)).toBeNull();
    expect(normaliseConsent('casino:email', { products: [], channels: [] })).toBeNull();
    expect(normaliseConsent('', { products: [], channels: [] })).toBe('');
  });
});

describe('marketing consent (GB, docs/compliance.md)', () => {
  it('keeps what signup sends, reads it back and lets the player change it', async () => {
    const created = await t.post('/api/auth/signup', signup('consent1', { marketing_consent: 'sports:sms,casino:email' }));
    expect(created.json.statusCode).toBe(1);
    const session = credentials(created.json, 'consent1');
    expect((await t.post('/api/settings/marketing_consent', session)).json).toMatchObject({ statusCode: 1, value: { consent: 'casino:email,sports:sms' } });
    expect((await t.post('/api/settings/set_marketing_consent', { ...session, marketing_consent: '' })).json.value).toEqual({ consent: '' });
    expect((await t.post('/api/settings/marketing_consent', session)).json.value).toEqual({ consent: '' });
  });

  it('reads none for a player never asked, and refuses a malformed consent at signup and later', async () => {
    const created = await t.post('/api/auth/signup', signup('consent2', {}));
    expect(created.json.statusCode).toBe(1);
    const session = credentials(created.json, 'consent2');
    expect((await t.post('/api/settings/marketing_consent', session)).json.value).toEqual({ consent: '' });
    expect((await t.post('/api/settings/set_marketing_consent', { ...session, marketing_consent: 'casino:fax' })).json.statusMessage).toBe('invalidConsent');
    expect((await t.post('/api/auth/signup', signup('consent3', { marketing_consent: 'all' }))).json.statusMessage).toBe('invalidConsent');
  });

  it('refuses pairs outside the brand’s grid, and any consent on a brand that asks none', async () => {
    expect((await t.post('/api/auth/signup', signup('consent4', { marketing_consent: 'casino:push' }))).json.statusMessage).toBe('invalidConsent');
    expect((await t.post('/api/auth/signup', signup('consent5', { marketing_consent: 'bingo:email' }))).json.statusMessage).toBe('invalidConsent');
    const curacao = (account_id: string, extra: object) => signupBody('casino1', account_id, { visitor_id: `v-${account_id}`, ...extra });
    expect((await t.post('/api/auth/signup', curacao('consent6', { marketing_consent: 'casino:email' }))).json.statusMessage).toBe('invalidConsent');
    const created = await t.post('/api/auth/signup', curacao('consent7', { marketing_consent: '' }));
    expect(created.json.statusCode).toBe(1);
    const session = credentials(created.json, 'consent7');
    expect((await t.post('/api/settings/set_marketing_consent', { ...session, marketing_consent: 'sports:sms' })).json.statusMessage).toBe('invalidConsent');
  });

  it('answers nobody without a session', async () => {
    expect((await t.post('/api/settings/marketing_consent', { auth: 'nope', account_id: 'consent1' })).json.statusCode).not.toBe(1);
  });
});
