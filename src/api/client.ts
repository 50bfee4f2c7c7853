import type { StartupResponse } from '../../schemas/api/startup.ts';
import type { HotGamesResponse } from '../../schemas/api/game.ts';
import type { BalanceResponse, LoginResponse, StatusResponse, VipLadderResponse, VipResponse } from '../../schemas/api/auth.ts';
import type { FavListResponse, ListResponse, ValueResponse } from '../../schemas/api/home.ts';
import type { AnalyticsResponse, PartnersResponse, SeoResponse } from '../../schemas/api/settings.ts';
import type * as Validators from '../../schemas/generated/api-validators.js';
import { createHttp, type Transport } from './http.ts';
import { guarded, type FailurePolicy } from './result.ts';
import type { Validator } from '../../schemas/validator-types.ts';

/** The public identity every visitor call carries (§6: only domain_name and external_id). */
export interface SiteRef {
  domain_name: string;
  external_id: string;
}

/** What an authenticated call carries (§6). */
export interface Credentials {
  auth: string;
  account_id: string;
}

export interface FavouriteGame {
  provider_code: string;
  game_code: string;
  game_name: string;
  game_type: string;
  img_url: string;
}

/**
 * Keeps the answers of public calls (no player in the body) for a short while. The server passes
 * one so a burst of page views costs the backend and the response validation once; the browser
 * passes none.
 */
export type PublicCache = <T>(key: string, load: () => Promise<T>) => Promise<T>;

export function ttlCache(ttlMs: number, now: () => number = Date.now): PublicCache {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  return <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value as Promise<T>;
    const value = load();
    entries.set(key, { at: now(), value });
    // only successes are kept: a failure is asked again next time
    void value.then((v) => {
      if ((v as { statusCode?: number }).statusCode !== 1) entries.delete(key);
    });
    if (entries.size > 500) entries.delete(entries.keys().next().value as string);
    return value;
  };
}

type ValidatorName = keyof typeof Validators;

/** Response checks the page itself never needs: each loaded with the first call it checks (one module per response). */
const validator = (name: ValidatorName) => async (): Promise<Validator> => {
  const module = (await import(`../../schemas/generated/api-validators/${name}.js`)) as Partial<Record<ValidatorName, Validator>>;
  const validate = module[name];
  if (!validate) throw new Error(`no validator ${name}`);
  return validate;
};

/** Every §7 call with its exact body; each answers a status object, never throws (§8). */
export function createApi(transport: Transport, options: { timeoutMs?: number; publicCache?: PublicCache } = {}) {
  const http = createHttp(transport, options.timeoutMs);
  const cache: PublicCache = options.publicCache ?? ((_key, load) => load());
  const post =
    <T>(policy: FailurePolicy, path: string, name: ValidatorName) =>
    (body: object) =>
      guarded<T>(policy, path, validator(name), () => http.post(path, body));
  /** a public call: its body holds only the site (and a page or game type), never a player */
  const publicPost =
    <T>(policy: FailurePolicy, path: string, name: ValidatorName) =>
    (body: object) =>
      cache(`${path} ${JSON.stringify(body)}`, () => guarded<T>(policy, path, validator(name), () => http.post(path, body)));
  const get =
    <T>(policy: FailurePolicy, path: string, name: ValidatorName) =>
    () =>
      cache(`GET ${path}`, () => guarded<T>(policy, path, validator(name), () => http.get(path)));

  const auth = {
    login: (site: SiteRef, account_id: string, password: string) =>
      post<LoginResponse>('auth', '/api/auth/login', 'validateLoginResponse')({ account_id, password, ...site }),
    loginTac: (site: SiteRef, account_id: string, tac: string) =>
      post<LoginResponse>('auth', '/api/auth/login_tac', 'validateLoginResponse')({ account_id, tac, ...site }),
    getBalance: (c: Credentials) =>
      post<BalanceResponse>('balance', '/api/auth/get_balance', 'validateBalanceResponse')({ auth: c.auth, account_id: c.account_id }),
    forgotPassword: (site: SiteRef, account_id: string, contact_phone: string) =>
      post<StatusResponse>('auth', '/api/auth/forgot_password', 'validateStatusResponse')({ account_id, contact_phone, ...site }),
    signup: (
      site: SiteRef,
      f: {
        account_id: string;
        password: string;
        contact_phone: string;
        contact_email: string;
        referrer_code: string;
        ch: string;
        cm: string;
        pp: string;
        affiliate_code: string;
        fbp: string;
        appsflyer_id: string;
        visitor_id: string;
      },
    ) => post<LoginResponse>('auth', '/api/auth/signup', 'validateLoginResponse')({ ...site, ...f }),
    tacVerify: (site: SiteRef, account_id: string, tac: string) =>
      post<StatusResponse>('auth', '/api/auth/tac/verify', 'validateStatusResponse')({ ...site, account_id, tac }),
    tacRequestNewRegister: (site: SiteRef, account_id: string) =>
      post<StatusResponse>('auth', '/api/auth/tac/request_new_register', 'validateStatusResponse')({ ...site, account_id }),
    tacRequestLogin: (site: SiteRef, account_id: string) =>
      post<StatusResponse>('auth', '/api/auth/tac/request_login', 'validateStatusResponse')({ ...site, account_id }),
    updatePassword: (c: Credentials, password: string, new_password: string) =>
      post<StatusResponse>('auth', '/api/auth/update_password', 'validateStatusResponse')({ account_id: c.account_id, auth: c.auth, password, new_password }),
    /** server-side logout (not in §7: the original only forgot the token in the browser) */
    logout: (c: Credentials) => post<StatusResponse>('auth', '/api/auth/logout', 'validateStatusResponse')({ account_id: c.account_id, auth: c.auth }),
    vip: (c: Credentials) => post<VipResponse>('auth', '/api/auth/vip', 'validateVipResponse')({ account_id: c.account_id, auth: c.auth }),
    vipBeforeLogin: (site: SiteRef) => publicPost<VipLadderResponse>('auth', '/api/auth/vip_before_login', 'validateVipLadderResponse')({ ...site }),
  };

  const home = {
    fetchTransactions: (site: SiteRef) => publicPost<ListResponse>('other', '/api/home/fetch_transactions', 'validateListResponse')({ ...site }),
    fetchSlide: (site: SiteRef) => publicPost<ListResponse>('other', '/api/home/fetch_slide', 'validateListResponse')({ ...site }),
    fetchAnnouncement: (site: SiteRef) => publicPost<ListResponse>('other', '/api/home/fetch_announment', 'validateListResponse')({ ...site }),
    marquee: (site: SiteRef) => publicPost<ListResponse>('other', '/api/home/marquee', 'validateListResponse')({ ...site }),
    referral: (site: SiteRef) => publicPost<ValueResponse>('other', '/api/home/referral', 'validateValueResponse')({ ...site }),
    favAdd: (c: Credentials, g: FavouriteGame) =>
      post<StatusResponse>('favourites', '/api/home/fav_add', 'validateStatusResponse')({ auth: c.auth, account_id: c.account_id, ...g }),
    favRemove: (c: Credentials, provider_code: string, game_code: string) =>
      post<StatusResponse>(
        'favourites',
        '/api/home/fav_remove',
        'validateStatusResponse',
      )({ auth: c.auth, account_id: c.account_id, provider_code, game_code }),
    favList: (c: Credentials) =>
      post<FavListResponse>('favourites', '/api/home/fav_list', 'validateFavListResponse')({ auth: c.auth, account_id: c.account_id }),
    publicOdds: get<ListResponse>('other', '/api/home/public_odds', 'validateListResponse'),
    matchList: get<ListResponse>('other', '/api/home/match_list', 'validateListResponse'),
  };

  const settings = {
    seo: (site: SiteRef, page_name: string) => publicPost<SeoResponse>('settings', '/api/seo', 'validateSeoResponse')({ ...site, page_name }),
    profileUpdate: (c: Credentials, full_name: string, contact_email: string) =>
      post<ValueResponse>(
        'settings',
        '/api/settings/profile_update',
        'validateValueResponse',
      )({ account_id: c.account_id, auth: c.auth, full_name, contact_email }),
    socialAccount: (site: SiteRef) => publicPost<ListResponse>('settings', '/api/settings/social_account', 'validateListResponse')({ ...site }),
    top10WinnerWithdrawal: (site: SiteRef) =>
      publicPost<ValueResponse>('settings', '/api/settings/top10winner_withdrawal', 'validateValueResponse')({ ...site }),
    siteInfoDetail: (site: SiteRef) => publicPost<ValueResponse>('settings', '/api/settings/siteinfodetail', 'validateValueResponse')({ ...site }),
    getInbox: (c: Credentials) => post<ListResponse>('settings', '/api/settings/get_inbox', 'validateListResponse')({ account_id: c.account_id, auth: c.auth }),
    claimInbox: (c: Credentials, inbox_id: number | string) =>
      post<ValueResponse>('settings', '/api/settings/claim_inbox', 'validateValueResponse')({ account_id: c.account_id, auth: c.auth, inbox_id }),
    checkStatus: (c: Credentials) =>
      post<ValueResponse>('settings', '/api/settings/check_status', 'validateValueResponse')({ account_id: c.account_id, auth: c.auth }),
    getAnalytics: (domain_name: string) =>
      publicPost<AnalyticsResponse>('settings', '/api/settings/get_analytics', 'validateAnalyticsResponse')({ domain_name }),
    adsVisit: (site: SiteRef, fbp: string, appsflyer_id: string) =>
      post<ValueResponse>('settings', '/api/settings/adsvisit', 'validateValueResponse')({ ...site, fbp, appsflyer_id }),
    partners: (site: SiteRef) => publicPost<PartnersResponse>('settings', '/api/settings/partners', 'validatePartnersResponse')({ ...site }),
  };

  return {
    startup: (domain_name: string) => post<StartupResponse>('startup', '/api/startup', 'validateStartupResponse')({ domain_name }),
    getHotGames: (site: SiteRef, game_type: string) =>
      publicPost<HotGamesResponse>('other', '/api/product/get_hot_games', 'validateHotGamesResponse')({ ...site, game_type }),
    auth,
    home,
    settings,
  };
}

export type Api = ReturnType<typeof createApi>;
