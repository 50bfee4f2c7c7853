import {
  ENDPOINTS,
  validatorName,
  type ClientEndpointName,
  type Endpoint,
  type RequestOf,
  type ResponseOf,
  type ValidatorName,
} from '../../schemas/api/endpoints.ts';
import { createHttp, type Transport } from './http.ts';
import { guarded } from './result.ts';
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

const validators = new Map<ValidatorName, Promise<Validator>>();

/**
 * Response checks the page itself never needs: loaded with the first call they check (one module per
 * response, all built into one chunk, vite.config.ts), or ahead of it (`loadValidator`), and kept: an
 * `import()` of a module already there still waits a task for its answer.
 */
export function loadValidator(name: ValidatorName): Promise<Validator> {
  let pending = validators.get(name);
  if (!pending) {
    pending = (import(`../../schemas/generated/api-validators/${name}.js`) as Promise<Partial<Record<ValidatorName, Validator>>>).then((module) => {
      const validate = module[name];
      if (!validate) throw new Error(`no validator ${name}`);
      return validate;
    });
    validators.set(name, pending);
    pending.catch(() => validators.delete(name));
  }
  return pending;
}

const validator = (name: ValidatorName) => () => loadValidator(name);

type PostName = { [K in ClientEndpointName]: (typeof ENDPOINTS)[K]['method'] extends 'POST' ? K : never }[ClientEndpointName];
type GetName = Exclude<ClientEndpointName, PostName>;

/** Every §7 call with its exact body; each answers a status object, never throws (§8). Paths, policies and checks come from schemas/api/endpoints.ts. */
export function createApi(transport: Transport, options: { timeoutMs?: number; publicCache?: PublicCache } = {}) {
  const http = createHttp(transport, options.timeoutMs);
  const cache: PublicCache = options.publicCache ?? ((_key, load) => load());
  const run = <K extends ClientEndpointName>(e: Endpoint, key: string, send: () => Promise<unknown>): Promise<ResponseOf<K>> => {
    const guard = () => guarded<ResponseOf<K>>(e.policy, e.path, validator(validatorName(e.response)), send);
    // a cached call's body holds only the site (and a page or game type), never a player
    return e.cached ? cache(key, guard) : guard();
  };
  const call = <K extends PostName>(name: K, body: RequestOf<K>): Promise<ResponseOf<K>> => {
    const e: Endpoint = ENDPOINTS[name];
    return run<K>(e, `${e.path} ${JSON.stringify(body)}`, () => http.post(e.path, body, e.retry));
  };
  const read =
    <K extends GetName>(name: K) =>
    (): Promise<ResponseOf<K>> => {
      const e: Endpoint = ENDPOINTS[name];
      return run<K>(e, `GET ${e.path}`, () => http.get(e.path, e.retry));
    };

  const auth = {
    login: (site: SiteRef, account_id: string, password: string) => call('login', { account_id, password, ...site }),
    loginTac: (site: SiteRef, account_id: string, tac: string) => call('loginTac', { account_id, tac, ...site }),
    getBalance: (c: Credentials) => call('getBalance', { auth: c.auth, account_id: c.account_id }),
    forgotPassword: (site: SiteRef, account_id: string, contact_phone: string) => call('forgotPassword', { account_id, contact_phone, ...site }),
    signup: (site: SiteRef, f: Omit<RequestOf<'signup'>, keyof SiteRef>) => call('signup', { ...site, ...f }),
    tacVerify: (site: SiteRef, account_id: string, tac: string) => call('tacVerify', { ...site, account_id, tac }),
    tacRequestNewRegister: (site: SiteRef, account_id: string) => call('tacRequestNewRegister', { ...site, account_id }),
    tacRequestLogin: (site: SiteRef, account_id: string) => call('tacRequestLogin', { ...site, account_id }),
    updatePassword: (c: Credentials, password: string, new_password: string) =>
      call('updatePassword', { account_id: c.account_id, auth: c.auth, password, new_password }),
    /** server-side logout (not in §7: the original only forgot the token in the browser) */
    logout: (c: Credentials) => call('logout', { account_id: c.account_id, auth: c.auth }),
    vip: (c: Credentials) => call('vip', { account_id: c.account_id, auth: c.auth }),
    vipBeforeLogin: (site: SiteRef) => call('vipBeforeLogin', { ...site }),
  };

  const home = {
    fetchTransactions: (site: SiteRef) => call('fetchTransactions', { ...site }),
    fetchSlide: (site: SiteRef) => call('fetchSlide', { ...site }),
    fetchAnnouncement: (site: SiteRef) => call('fetchAnnouncement', { ...site }),
    marquee: (site: SiteRef) => call('marquee', { ...site }),
    referral: (site: SiteRef) => call('referral', { ...site }),
    favAdd: (c: Credentials, g: FavouriteGame) => call('favAdd', { auth: c.auth, account_id: c.account_id, ...g }),
    favRemove: (c: Credentials, provider_code: string, game_code: string) =>
      call('favRemove', { auth: c.auth, account_id: c.account_id, provider_code, game_code }),
    favList: (c: Credentials) => call('favList', { auth: c.auth, account_id: c.account_id }),
    publicOdds: read('publicOdds'),
    matchList: read('matchList'),
  };

  const settings = {
    seo: (site: SiteRef, page_name: string) => call('seo', { ...site, page_name }),
    profileUpdate: (c: Credentials, full_name: string, contact_email: string) =>
      call('profileUpdate', { account_id: c.account_id, auth: c.auth, full_name, contact_email }),
    socialAccount: (site: SiteRef) => call('socialAccount', { ...site }),
    top10WinnerWithdrawal: (site: SiteRef) => call('top10WinnerWithdrawal', { ...site }),
    siteInfoDetail: (site: SiteRef) => call('siteInfoDetail', { ...site }),
    getInbox: (c: Credentials) => call('getInbox', { account_id: c.account_id, auth: c.auth }),
    claimInbox: (c: Credentials, inbox_id: number | string) => call('claimInbox', { account_id: c.account_id, auth: c.auth, inbox_id }),
    checkStatus: (c: Credentials) => call('checkStatus', { account_id: c.account_id, auth: c.auth }),
    depositLimit: (c: Credentials) => call('depositLimit', { account_id: c.account_id, auth: c.auth }),
    // the amount travels as the player typed it: the backend parses it and refuses what is not a positive amount
    setDepositLimit: (c: Credentials, period: string, amount: string) => call('setDepositLimit', { account_id: c.account_id, auth: c.auth, period, amount }),
    rgInformation: (c: Credentials) => call('rgInformation', { account_id: c.account_id, auth: c.auth }),
    acknowledgeRgInformation: (c: Credentials) => call('acknowledgeRgInformation', { account_id: c.account_id, auth: c.auth }),
    getAnalytics: (domain_name: string) => call('getAnalytics', { domain_name }),
    adsVisit: (site: SiteRef, fbp: string, appsflyer_id: string) => call('adsVisit', { ...site, fbp, appsflyer_id }),
    partners: (site: SiteRef) => call('partners', { ...site }),
    exclude: (c: Credentials, kind: 'timeout' | 'self_exclusion', period: number) => call('exclude', { account_id: c.account_id, auth: c.auth, kind, period }),
    protectionStatus: (c: Credentials) => call('protectionStatus', { account_id: c.account_id, auth: c.auth }),
    marketingConsent: (c: Credentials) => call('marketingConsent', { account_id: c.account_id, auth: c.auth }),
    setMarketingConsent: (c: Credentials, marketing_consent: string) =>
      call('setMarketingConsent', { account_id: c.account_id, auth: c.auth, marketing_consent }),
  };

  return {
    startup: (domain_name: string) => call('startup', { domain_name }),
    getHotGames: (site: SiteRef, game_type: string) => call('getHotGames', { ...site, game_type }),
    auth,
    home,
    settings,
  };
}

export type Api = ReturnType<typeof createApi>;
