/**
 * Every backend call (§7), declared once: its path, method, who may call it, what its body holds,
 * which schema its response is checked against, how a failure is reported (§8) and whether it is
 * retried. The typed client (src/api/client.ts), the response validators (schemas/build.ts) and the
 * demo backend's contract test (tools/demo-backend/contract.test.ts) are built from this table;
 * tools/demo-backend/endpoints.test.ts fails when the demo backend answers a path missing here, or
 * a path here has no client call.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
// types only: the schemas themselves stay out of the player bundle (their validators are precompiled)
import type { RESPONSE_SCHEMAS, ResponseId } from './responses.ts';

export type { ResponseId };

/** The precompiled validator's export name for a response schema (schemas/generated/api-validators/<name>.js). */
export type ValidatorName<Id extends ResponseId = ResponseId> = `validate${Capitalize<Id>}`;
export function validatorName<Id extends ResponseId>(id: Id): ValidatorName<Id> {
  return `validate${id.charAt(0).toUpperCase()}${id.slice(1)}` as ValidatorName<Id>;
}

/** Failure mappings of §8, by the group a call belongs to. */
export type FailurePolicy = 'auth' | 'balance' | 'favourites' | 'settings' | 'other' | 'startup';

/** Who may call (§6): `public` carries the site or domain and no player; `player` a player's credentials or secrets. */
export type Access = 'public' | 'player';

/** §7: a GET is retried once on a transient status (http.ts RETRY_STATUSES); a POST never is. */
export type Retry = 'once' | 'never';

export interface Endpoint {
  path: `/api/${string}`;
  method: 'GET' | 'POST';
  access: Access;
  /** the request body's schema; a GET has none */
  request: JSONSchema | null;
  response: ResponseId;
  policy: FailurePolicy;
  /** a public answer the server may keep a short while (ttlCache): the same for every visitor of the site */
  cached: boolean;
  retry: Retry;
  /** who calls it: the player's client (src/api), or only the server (the chat webhook, src/server/proxy/backend.ts) */
  caller: 'client' | 'server';
}

const string = { type: 'string' } as const;
const SITE = { domain_name: string, external_id: string } as const;
const PLAYER = { account_id: string, auth: string } as const;

/** A body of exactly these members, all required. */
function body<const P extends Record<string, JSONSchema>>(properties: P) {
  return { type: 'object', properties, required: Object.keys(properties) as (keyof P & string)[], additionalProperties: false } as const;
}

/** A body of these members, all required, and `optional` ones besides: fields a call gained later that a backend may not know (docs/contract.md). */
function bodyWithOptional<const P extends Record<string, JSONSchema>, const O extends Record<string, JSONSchema>>(properties: P, optional: O) {
  return {
    type: 'object',
    properties: { ...properties, ...optional },
    required: Object.keys(properties) as (keyof P & string)[],
    additionalProperties: false,
  } as const;
}

/** A POST; a public one is cached unless told otherwise. */
const post = <const R extends JSONSchema, const Id extends ResponseId, const A extends Access, const F extends FailurePolicy, const P extends `/api/${string}`>(
  path: P,
  access: A,
  request: R,
  response: Id,
  policy: F,
  cached: boolean = access === 'public',
) => ({ path, method: 'POST', access, request, response, policy, cached, retry: 'never', caller: 'client' }) as const;

const get = <const Id extends ResponseId, const F extends FailurePolicy, const P extends `/api/${string}`>(path: P, response: Id, policy: F) =>
  ({ path, method: 'GET', access: 'public', request: null, response, policy, cached: true, retry: 'once', caller: 'client' }) as const;

export const ENDPOINTS = {
  startup: post('/api/startup', 'public', body({ domain_name: string }), 'startupResponse', 'startup', false),
  getHotGames: post('/api/product/get_hot_games', 'public', body({ ...SITE, game_type: string }), 'hotGamesResponse', 'other'),

  login: post('/api/auth/login', 'player', body({ ...SITE, account_id: string, password: string }), 'loginResponse', 'auth'),
  loginTac: post('/api/auth/login_tac', 'player', body({ ...SITE, account_id: string, tac: string }), 'loginResponse', 'auth'),
  getBalance: post('/api/auth/get_balance', 'player', body(PLAYER), 'balanceResponse', 'balance'),
  forgotPassword: post('/api/auth/forgot_password', 'player', body({ ...SITE, account_id: string, contact_phone: string }), 'statusResponse', 'auth'),
  signup: post(
    '/api/auth/signup',
    'player',
    bodyWithOptional(
      {
        ...SITE,
        account_id: string,
        password: string,
        contact_phone: string,
        contact_email: string,
        referrer_code: string,
        ch: string,
        cm: string,
        pp: string,
        affiliate_code: string,
        fbp: string,
        appsflyer_id: string,
        visitor_id: string,
      },
      // consentpay: GB's marketing consent per product and channel as `product:channel` pairs (schemas/marketing-consent.ts)
      { marketing_consent: string },
    ),
    'loginResponse',
    'auth',
  ),
  tacVerify: post('/api/auth/tac/verify', 'player', body({ ...SITE, account_id: string, tac: string }), 'statusResponse', 'auth'),
  tacRequestNewRegister: post('/api/auth/tac/request_new_register', 'player', body({ ...SITE, account_id: string }), 'statusResponse', 'auth'),
  tacRequestLogin: post('/api/auth/tac/request_login', 'player', body({ ...SITE, account_id: string }), 'statusResponse', 'auth'),
  updatePassword: post('/api/auth/update_password', 'player', body({ ...PLAYER, password: string, new_password: string }), 'statusResponse', 'auth'),
  logout: post('/api/auth/logout', 'player', body(PLAYER), 'statusResponse', 'auth'),
  vip: post('/api/auth/vip', 'player', body(PLAYER), 'vipResponse', 'auth'),
  vipBeforeLogin: post('/api/auth/vip_before_login', 'public', body(SITE), 'vipLadderResponse', 'auth'),

  fetchTransactions: post('/api/home/fetch_transactions', 'public', body(SITE), 'listResponse', 'other'),
  fetchSlide: post('/api/home/fetch_slide', 'public', body(SITE), 'listResponse', 'other'),
  // spelled as the original front end calls it (§7)
  fetchAnnouncement: post('/api/home/fetch_announment', 'public', body(SITE), 'listResponse', 'other'),
  marquee: post('/api/home/marquee', 'public', body(SITE), 'listResponse', 'other'),
  referral: post('/api/home/referral', 'public', body(SITE), 'valueResponse', 'other'),
  favAdd: post(
    '/api/home/fav_add',
    'player',
    body({ ...PLAYER, provider_code: string, game_code: string, game_name: string, game_type: string, img_url: string }),
    'statusResponse',
    'favourites',
  ),
  favRemove: post('/api/home/fav_remove', 'player', body({ ...PLAYER, provider_code: string, game_code: string }), 'statusResponse', 'favourites'),
  favList: post('/api/home/fav_list', 'player', body(PLAYER), 'favListResponse', 'favourites'),
  publicOdds: get('/api/home/public_odds', 'listResponse', 'other'),
  matchList: get('/api/home/match_list', 'listResponse', 'other'),

  seo: post('/api/seo', 'public', body({ ...SITE, page_name: string }), 'seoResponse', 'settings'),
  profileUpdate: post('/api/settings/profile_update', 'player', body({ ...PLAYER, full_name: string, contact_email: string }), 'valueResponse', 'settings'),
  socialAccount: post('/api/settings/social_account', 'public', body(SITE), 'listResponse', 'settings'),
  top10WinnerWithdrawal: post('/api/settings/top10winner_withdrawal', 'public', body(SITE), 'valueResponse', 'settings'),
  siteInfoDetail: post('/api/settings/siteinfodetail', 'public', body(SITE), 'valueResponse', 'settings'),
  getInbox: post('/api/settings/get_inbox', 'player', body(PLAYER), 'listResponse', 'settings'),
  claimInbox: post('/api/settings/claim_inbox', 'player', body({ ...PLAYER, inbox_id: { type: ['integer', 'string'] } }), 'valueResponse', 'settings'),
  checkStatus: post('/api/settings/check_status', 'player', body(PLAYER), 'valueResponse', 'settings'),
  getAnalytics: post('/api/settings/get_analytics', 'public', body({ domain_name: string }), 'analyticsResponse', 'settings'),
  // carries the visitor's ad ids: never cached
  adsVisit: post('/api/settings/adsvisit', 'public', body({ ...SITE, fbp: string, appsflyer_id: string }), 'valueResponse', 'settings', false),
  partners: post('/api/settings/partners', 'public', body(SITE), 'partnersResponse', 'settings'),
  // registration and the first bet (issue 31, docs/compliance.md)
  depositLimit: post('/api/settings/deposit_limit', 'player', body(PLAYER), 'depositLimitResponse', 'settings'),
  setDepositLimit: post('/api/settings/set_deposit_limit', 'player', body({ ...PLAYER, period: string, amount: string }), 'depositLimitResponse', 'settings'),
  rgInformation: post('/api/settings/rg_information', 'player', body(PLAYER), 'rgInformationResponse', 'settings'),
  acknowledgeRgInformation: post('/api/settings/rg_information_ack', 'player', body(PLAYER), 'rgInformationResponse', 'settings'),
  // issue 31: a time-out (period in hours) or self-exclusion (in months) from the responsible-gaming page
  exclude: post(
    '/api/settings/exclude',
    'player',
    body({ ...PLAYER, kind: { enum: ['timeout', 'self_exclusion'] }, period: { type: 'integer', minimum: 1 } }),
    'protectionResponse',
    'settings',
  ),
  protectionStatus: post('/api/settings/protection_status', 'player', body(PLAYER), 'protectionResponse', 'settings'),
  // consentpay: the marketing consent given at registration, read back and changed on the account page
  marketingConsent: post('/api/settings/marketing_consent', 'player', body(PLAYER), 'marketingConsentResponse', 'settings'),
  setMarketingConsent: post(
    '/api/settings/set_marketing_consent',
    'player',
    body({ ...PLAYER, marketing_consent: string }),
    'marketingConsentResponse',
    'settings',
  ),

  chatWebhook: {
    path: '/api/demo/chat-webhook',
    method: 'POST',
    access: 'player',
    request: null,
    response: 'statusResponse',
    policy: 'other',
    cached: false,
    retry: 'never',
    caller: 'server',
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
/** Calls the player's client makes (the chat webhook is the server's). */
export type ClientEndpointName = { [K in EndpointName]: (typeof ENDPOINTS)[K]['caller'] extends 'client' ? K : never }[EndpointName];

type Req<S> = S extends JSONSchema ? (S extends null ? never : FromSchema<S>) : never;
/** Each response schema's type, computed once. */
type ResponseTypes = { [Id in ResponseId]: FromSchema<(typeof RESPONSE_SCHEMAS)[Id]> };
/** Each client call's body and response, computed once so a generic call indexes them cheaply. */
export type Requests = { [K in ClientEndpointName]: Req<(typeof ENDPOINTS)[K]['request']> };
export type Responses = { [K in EndpointName]: ResponseTypes[(typeof ENDPOINTS)[K]['response']] };
/** The body a call sends, from its request schema. */
export type RequestOf<K extends ClientEndpointName> = Requests[K];
/** The response a call answers with, from its response schema. */
export type ResponseOf<K extends EndpointName> = Responses[K];
