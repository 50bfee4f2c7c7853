import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vipRungSchema } from '../../schemas/api/auth.ts';
import { ENDPOINTS, type ClientEndpointName, type RequestOf } from '../../schemas/api/endpoints.ts';
import { RESPONSE_SCHEMAS } from '../../schemas/api/responses.ts';
import { site, startTestBackend, type TestBackend } from './test-support.ts';

/**
 * Every §7 call of schemas/api/endpoints.ts, with a body its request schema accepts, checked against
 * the response schema the front end's typed client validates that response with (src/api/client.ts).
 * A shape drift here is a broken page there. A call the table gains needs a row here (the types say so).
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

/** Calls that change state the others read: run in order in one test. */
type Stateful = 'favAdd' | 'favRemove' | 'claimInbox' | 'updatePassword' | 'logout' | 'exclude';
type GetName = 'publicOdds' | 'matchList';
type Stateless = Exclude<ClientEndpointName, Stateful | GetName>;

const BODIES: { [K in Stateless]: () => RequestOf<K> } = {
  startup: () => ({ domain_name: 'casino6.localhost' }),
  getHotGames: () => ({ ...s, game_type: 'casino' }),
  login: () => ({ account_id: 'demo', password: 'demo1234', ...s }),
  loginTac: () => ({ account_id: 'demo', tac: '000000', ...s }),
  getBalance: () => session,
  forgotPassword: () => ({ account_id: 'demo', contact_phone: '+63917000005', ...s }),
  tacRequestNewRegister: () => ({ ...s, account_id: 'contract1' }),
  tacRequestLogin: () => ({ ...s, account_id: 'demo' }),
  tacVerify: () => ({ ...s, account_id: 'demo', tac: '000000' }),
  signup: () => ({
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
  vip: () => session,
  vipBeforeLogin: () => s,
  fetchTransactions: () => s,
  fetchSlide: () => s,
  fetchAnnouncement: () => s,
  marquee: () => s,
  referral: () => s,
  favList: () => session,
  seo: () => ({ ...s, page_name: 'home' }),
  profileUpdate: () => ({ ...session, full_name: 'Siti Aisyah', contact_email: 'siti@example.my' }),
  socialAccount: () => s,
  top10WinnerWithdrawal: () => s,
  siteInfoDetail: () => s,
  getInbox: () => session,
  checkStatus: () => session,
  getAnalytics: () => ({ domain_name: 'casino6.localhost' }),
  adsVisit: () => ({ ...s, fbp: 'fb.1.1.1', appsflyer_id: '' }),
  partners: () => s,
  depositLimit: () => session,
  setDepositLimit: () => ({ ...session, period: 'weekly', amount: '500' }),
  rgInformation: () => session,
  acknowledgeRgInformation: () => session,
  protectionStatus: () => session,
  marketingConsent: () => session,
  // casino6 (Curaçao) asks no consent: none is the only consent it keeps
  setMarketingConsent: () => ({ ...session, marketing_consent: '' }),
};
const POSTS = (Object.keys(BODIES) as Stateless[]).map((name) => [name, ENDPOINTS[name].path, BODIES[name]] as const);
const GETS: GetName[] = ['publicOdds', 'matchList'];

/** The body is what the table declares, and the answer is what the client validates. */
async function expectContract(name: ClientEndpointName, body: object): Promise<Record<string, unknown>> {
  const e = ENDPOINTS[name];
  if (e.request) {
    const validBody = ajv.compile(e.request);
    expect(validBody(body), `${name} body: ${JSON.stringify(validBody.errors)}`).toBe(true);
  }
  const { status, json } = await t.post(e.path, body);
  expect(status).toBe(200);
  expect(json, JSON.stringify(json).slice(0, 300)).toMatchObject({ statusCode: 1, statusMessage: 'OK' });
  const validate = ajv.compile(RESPONSE_SCHEMAS[e.response]);
  expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
  return json;
}

describe('every §7 call answers statusCode 1 in the shape the front end validates', () => {
  it.each(POSTS)('%s: POST %s', async (name, _path, body) => {
    await expectContract(name, body());
  });

  it('fav_add, fav_remove, claim_inbox, update_password and logout (which need state) answer statusCode 1', async () => {
    const game = ((await t.post(ENDPOINTS.getHotGames.path, { ...s, game_type: 'slot_game' })).json.value as { provider_code: string; game_code: string }[]).at(
      -1,
    );
    const codes = { provider_code: game?.provider_code ?? '', game_code: game?.game_code ?? '' };
    await expectContract('favAdd', { ...session, ...codes, game_name: '', game_type: 'slot_game', img_url: '' } satisfies RequestOf<'favAdd'>);
    await expectContract('favRemove', { ...session, ...codes } satisfies RequestOf<'favRemove'>);
    const inbox = (await t.post(ENDPOINTS.getInbox.path, session)).json.value as { inbox_id: number; claimable: boolean; claimed: boolean }[];
    const claimable = inbox.find((i) => i.claimable && !i.claimed);
    await expectContract('claimInbox', { ...session, inbox_id: claimable?.inbox_id ?? -1 } satisfies RequestOf<'claimInbox'>);
    await expectContract('updatePassword', { ...session, password: 'demo1234', new_password: 'demo5678' } satisfies RequestOf<'updatePassword'>);
    await expectContract('logout', session satisfies RequestOf<'logout'>);
  });

  it('exclude (which ends every session of the player) answers the period it recorded', async () => {
    const ukgc = await t.login('sportsbook1');
    await expectContract('exclude', { ...ukgc, kind: 'timeout', period: 24 } satisfies RequestOf<'exclude'>);
  });

  it.each(GETS)('%s: GET', async (name) => {
    const json = (await (await t.get(ENDPOINTS[name].path)).json()) as object;
    expect(ajv.validate(RESPONSE_SCHEMAS[ENDPOINTS[name].response], json)).toBe(true);
  });

  it('vip_before_login rungs are the VipRung the client reads (schemas/api/auth.ts)', async () => {
    const { json } = await t.post(ENDPOINTS.vipBeforeLogin.path, site('slot4'));
    const rungs = (json as { value: unknown[] }).value;
    expect(rungs.length).toBeGreaterThan(0);
    const validate = ajv.compile({ type: 'array', items: vipRungSchema });
    expect(validate(rungs), JSON.stringify(validate.errors)).toBe(true);
  });
});
