import { Ajv, type AnySchema } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceResponseSchema,
  loginResponseSchema,
  statusResponseSchema,
  vipLadderResponseSchema,
  vipResponseSchema,
  vipRungSchema,
} from '../../schemas/api/auth.ts';
import { hotGamesResponseSchema } from '../../schemas/api/game.ts';
import { favListResponseSchema, listResponseSchema, valueResponseSchema } from '../../schemas/api/home.ts';
import { analyticsResponseSchema, partnersResponseSchema, seoResponseSchema } from '../../schemas/api/settings.ts';
import { startupResponseSchema } from '../../schemas/api/startup.ts';
import { site, startTestBackend, type TestBackend } from './test-support.ts';

/**
 * Every §7 call, with its documented request body, checked against the schema the front end's typed
 * client validates that response with (src/api/client.ts). A shape drift here is a broken page there.
 */
let t: TestBackend;
let session: { auth: string; account_id: string };
beforeAll(async () => {
  t = await startTestBackend();
  session = await t.login('casino6');
});
afterAll(() => t.dispose());

const ajv = new Ajv({ strict: false, allErrors: true });
const s = site('casino6');

const POSTS: [path: string, schema: AnySchema, body: () => object][] = [
  ['/api/startup', startupResponseSchema, () => ({ domain_name: 'casino6.localhost' })],
  ['/api/product/get_hot_games', hotGamesResponseSchema, () => ({ ...s, game_type: 'casino' })],
  ['/api/auth/login', loginResponseSchema, () => ({ account_id: 'demo', password: 'demo1234', ...s })],
  ['/api/auth/login_tac', loginResponseSchema, () => ({ account_id: 'demo', tac: '000000', ...s })],
  ['/api/auth/get_balance', balanceResponseSchema, () => session],
  ['/api/auth/forgot_password', statusResponseSchema, () => ({ account_id: 'demo', contact_phone: '+63917000005', ...s })],
  ['/api/auth/tac/request_new_register', statusResponseSchema, () => ({ ...s, account_id: 'contract1' })],
  ['/api/auth/tac/request_login', statusResponseSchema, () => ({ ...s, account_id: 'demo' })],
  ['/api/auth/tac/verify', statusResponseSchema, () => ({ ...s, account_id: 'demo', tac: '000000' })],
  [
    '/api/auth/signup',
    loginResponseSchema,
    () => ({
      ...s,
      account_id: 'contract1',
      password: 'secret99',
      contact_phone: '+60123456789',
      contact_email: 'c@example.my',
      referrer_code: '',
      ch: '',
      cm: '',
      pp: '',
      affiliate_code: '',
      fbp: '',
      appsflyer_id: '',
      visitor_id: '',
    }),
  ],
  ['/api/auth/vip', vipResponseSchema, () => session],
  ['/api/auth/vip_before_login', vipLadderResponseSchema, () => s],
  ['/api/home/fetch_transactions', listResponseSchema, () => s],
  ['/api/home/fetch_slide', listResponseSchema, () => s],
  ['/api/home/fetch_announment', listResponseSchema, () => s],
  ['/api/home/marquee', listResponseSchema, () => s],
  ['/api/home/referral', valueResponseSchema, () => s],
  ['/api/home/fav_list', favListResponseSchema, () => session],
  ['/api/seo', seoResponseSchema, () => ({ ...s, page_name: 'home' })],
  ['/api/settings/profile_update', valueResponseSchema, () => ({ ...session, full_name: 'Siti Aisyah', contact_email: 'siti@example.my' })],
  ['/api/settings/social_account', listResponseSchema, () => s],
  ['/api/settings/top10winner_withdrawal', valueResponseSchema, () => s],
  ['/api/settings/siteinfodetail', valueResponseSchema, () => s],
  ['/api/settings/get_inbox', listResponseSchema, () => session],
  ['/api/settings/check_status', valueResponseSchema, () => session],
  ['/api/settings/get_analytics', analyticsResponseSchema, () => ({ domain_name: 'casino6.localhost' })],
  ['/api/settings/adsvisit', valueResponseSchema, () => ({ ...s, fbp: 'fb.1.1.1', appsflyer_id: '' })],
  ['/api/settings/partners', partnersResponseSchema, () => s],
];

describe('every §7 call answers statusCode 1 in the shape the front end validates', () => {
  it.each(POSTS)('POST %s', async (path, schema, body) => {
    const { status, json } = await t.post(path, body());
    expect(status).toBe(200);
    expect(json, JSON.stringify(json).slice(0, 300)).toMatchObject({ statusCode: 1, statusMessage: 'OK' });
    const validate = ajv.compile(schema);
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
  });

  it('fav_add, claim_inbox and update_password (which need state) answer statusCode 1', async () => {
    const fav = { ...session, provider_code: 'JILI', game_code: '', game_name: '', game_type: 'slot_game', img_url: '' };
    const game = (
      (await t.post('/api/product/get_hot_games', { ...s, game_type: 'slot_game' })).json.value as { provider_code: string; game_code: string }[]
    ).at(-1);
    expect((await t.post('/api/home/fav_add', { ...fav, provider_code: game?.provider_code, game_code: game?.game_code })).json.statusCode).toBe(1);
    expect((await t.post('/api/home/fav_remove', { ...session, provider_code: game?.provider_code, game_code: game?.game_code })).json.statusCode).toBe(1);
    const inbox = (await t.post('/api/settings/get_inbox', session)).json.value as { inbox_id: number; claimable: boolean; claimed: boolean }[];
    const claimable = inbox.find((i) => i.claimable && !i.claimed);
    expect((await t.post('/api/settings/claim_inbox', { ...session, inbox_id: claimable?.inbox_id })).json.statusCode).toBe(1);
  });

  it.each(['/api/home/public_odds', '/api/home/match_list'])('GET %s', async (path) => {
    const json = (await (await t.get(path)).json()) as object;
    expect(ajv.validate(listResponseSchema, json)).toBe(true);
  });

  it('vip_before_login rungs are the VipRung the client reads (schemas/api/auth.ts)', async () => {
    const { json } = await t.post('/api/auth/vip_before_login', site('slot4'));
    const rungs = (json as { value: unknown[] }).value;
    expect(rungs.length).toBeGreaterThan(0);
    const validate = ajv.compile({ type: 'array', items: vipRungSchema });
    expect(validate(rungs), JSON.stringify(validate.errors)).toBe(true);
  });
});
