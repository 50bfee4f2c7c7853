import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site, startTestBackend, type TestBackend } from './test-support.ts';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.dispose());

type Obj = Record<string, unknown>;

const SEO_FIELDS = [
  'page_name',
  'meta_title',
  'meta_desc',
  'meta_keywords',
  'meta_author',
  'meta_publisher',
  'meta_lang',
  'meta_image_url',
  'meta_url',
  'meta_canonical',
  'item_name_en',
  'item_name_local',
  'item_body_en',
  'item_body_local',
];

describe('POST /api/seo', () => {
  it('returns a record with every §3 SEO field for a route page', async () => {
    const { json } = await t.post('/api/seo', { ...site('casino4'), page_name: 'slots' });
    const record = json.value as Obj;
    expect(Object.keys(record).sort()).toEqual([...SEO_FIELDS].sort());
    expect(record).toMatchObject({
      page_name: 'slots',
      item_name_en: 'Slots',
      item_name_local: 'Slot',
      meta_lang: 'en',
      meta_canonical: 'https://casino4.localhost/slots',
    });
  });

  it('falls back to the home record for a page without its own', async () => {
    const { json } = await t.post('/api/seo', { ...site(), page_name: 'statement' });
    expect(json.statusCode).toBe(1);
    expect((json.value as Obj).page_name).toBe('home');
  });
});

describe('profile, status and inbox (account_id + auth)', () => {
  it('profile_update validates and stores full_name and contact_email', async () => {
    const session = await t.login('slot6');
    expect((await t.post('/api/settings/profile_update', { ...session, full_name: 'Chen Mei-Ling', contact_email: 'bad' })).json.statusMessage).toBe(
      'invalidEmail',
    );
    expect(
      (await t.post('/api/settings/profile_update', { ...session, full_name: "Robert'); DROP TABLE users;--", contact_email: 'a@b.co' })).json.statusMessage,
    ).toBe('invalidFullName');
    const { json } = await t.post('/api/settings/profile_update', { ...session, full_name: 'Chen Mei-Ling', contact_email: 'mei@example.com' });
    expect(json).toMatchObject({ statusCode: 1, value: { account_id: 'demo', full_name: 'Chen Mei-Ling', contact_email: 'mei@example.com' } });
    const login = await t.post('/api/auth/login', { account_id: 'demo', password: 'demo1234', ...site('slot6') });
    expect(login.json).toMatchObject({ fullname: 'Chen Mei-Ling', email: 'mei@example.com' });
  });

  it('check_status reports the account status', async () => {
    const { json } = await t.post('/api/settings/check_status', await t.login());
    expect(json.value).toMatchObject({ account_id: 'demo', status: 'ACTIVE', verified: true });
    expect((await t.post('/api/settings/check_status', { account_id: 'demo', auth: 'nope' })).json.statusMessage).toBe('invalidAuth');
  });

  it('get_inbox lists items; claim_inbox pays once and refuses the rest', async () => {
    const session = await t.login('slot7');
    const items = (await t.post('/api/settings/get_inbox', session)).json.value as Obj[];
    expect(items).toHaveLength(5);
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(['claimable', 'claimed', 'content', 'created_at', 'inbox_id', 'is_read', 'reward', 'title']);
    const open = items.find((i) => i.claimable && !i.claimed);
    const done = items.find((i) => i.claimed);
    const plain = items.find((i) => !i.claimable);
    const claim = await t.post('/api/settings/claim_inbox', { ...session, inbox_id: open?.inbox_id });
    expect(claim.json).toMatchObject({ statusCode: 1, value: { reward: open?.reward } });
    expect((claim.json.value as Obj).game_balance).toBeCloseTo(12345.678 + Number(open?.reward), 3);
    expect((await t.post('/api/settings/claim_inbox', { ...session, inbox_id: open?.inbox_id })).json.statusMessage).toBe('alreadyClaimed');
    expect((await t.post('/api/settings/claim_inbox', { ...session, inbox_id: String(done?.inbox_id) })).json.statusMessage).toBe('alreadyClaimed');
    expect((await t.post('/api/settings/claim_inbox', { ...session, inbox_id: plain?.inbox_id })).json.statusMessage).toBe('notClaimable');
    expect((await t.post('/api/settings/claim_inbox', { ...session, inbox_id: 999999 })).json.statusMessage).toBe('inboxNotFound');
    const other = await t.login('slot8');
    expect((await t.post('/api/settings/claim_inbox', { ...other, inbox_id: items[1]?.inbox_id })).json.statusMessage).toBe('inboxNotFound');
    const balance = await t.post('/api/auth/get_balance', session);
    expect(balance.json.game_balance).toBeCloseTo(12345.678 + Number(open?.reward), 3);
  });
});

describe('public settings {domain_name, external_id}', () => {
  it('social_account lists platforms', async () => {
    const rows = (await t.post('/api/settings/social_account', site())).json.value as Obj[];
    expect(rows.map((r) => r.platform)).toEqual(['facebook', 'telegram', 'instagram', 'youtube']);
    expect(rows[0]).toMatchObject({ url: expect.stringMatching(/^https:\/\//), handle: expect.stringMatching(/^@/) });
  });

  it('top10winner_withdrawal keeps the withrawal spelling and the counters', async () => {
    const { json } = await t.post('/api/settings/top10winner_withdrawal', site());
    const v = json.value as Obj;
    expect(v.withrawal as Obj[]).toHaveLength(10);
    expect(v.winner as Obj[]).toHaveLength(10);
    expect((v.winner as Obj[])[0]).toMatchObject({ rank: 1, game_name: expect.any(String), amount: expect.any(Number) });
    for (const key of ['hour_withdrawal', 'registered_player', 'active_player', 'deposited_player']) expect(typeof v[key]).toBe('number');
    expect(v).not.toHaveProperty('withdrawal');
  });

  it('siteinfodetail returns five CMS sections with English and local bodies', async () => {
    const v = (await t.post('/api/settings/siteinfodetail', site('casino2'))).json.value as Record<string, Obj>;
    expect(Object.keys(v)).toEqual(['about_us', 'privacy_policy', 'responsible_gaming', 'banking', 'faqs']);
    expect(v.about_us).toMatchObject({
      status: true,
      content_en: expect.stringContaining('Dragon Palace Casino'),
      content_local: expect.stringContaining('在线娱乐'),
    });
    expect(String(v.faqs?.content_local)).toContain('如何注册账户');
    expect(String(v.about_us?.content_en)).not.toContain('<script>');
  });

  it('slot3 carries the XSS payloads for sanitiser tests', async () => {
    const about = ((await t.post('/api/settings/siteinfodetail', site('slot3'))).json.value as Record<string, Obj>).about_us;
    for (const payload of ['<script>', 'onerror=', 'javascript:']) expect(String(about?.content_en)).toContain(payload);
  });

  it('get_analytics returns HEAD and BODY scripts', async () => {
    const rows = (await t.post('/api/settings/get_analytics', { domain_name: 'casino1.localhost' })).json.value as Obj[];
    expect(new Set(rows.map((r) => r.section))).toEqual(new Set(['HEAD', 'BODY']));
    expect(String(rows[0]?.script)).toContain('window.__analytics');
  });

  it('adsvisit records a visit and refuses odd tracking ids', async () => {
    const ok = await t.post('/api/settings/adsvisit', { ...site(), fbp: 'fb.1.1596403881668.1116446470', appsflyer_id: '1596403881668-1234567' });
    expect(ok.json).toMatchObject({ statusCode: 1, value: { recorded: true } });
    const bad = await t.post('/api/settings/adsvisit', { ...site(), fbp: "'; DELETE FROM ads_visits; --", appsflyer_id: '' });
    expect(bad.json.statusCode).toBe(0);
  });

  it('partners lists 3 to 6 partners with href, img_url and partner_name', async () => {
    const rows = (await t.post('/api/settings/partners', site('sportsbook2'))).json.value as Obj[];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.length).toBeLessThanOrEqual(6);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['href', 'img_url', 'partner_name']);
  });
});
