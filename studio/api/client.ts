/**
 * The studio's typed client over the operator API (docs/operators.md "Operator API"): the session is the
 * HttpOnly cookie the browser keeps, every state change carries the CSRF token the login or session answer
 * gave, and every refusal becomes an ApiError with its status and code. Every call's method, path, body and
 * answer come from the operator endpoint table (schemas/operator-api/endpoints.ts). `fetch` is injected so
 * the store's tests run without a server; studio/api/client.contract.test.ts runs it against a real one.
 */
import type { Catalog, EditRequest, EditResult, FileMap, LintView, PageView, PreviewLink } from '../../engine/studio/contract.ts';
import {
  OPERATOR_ENDPOINTS,
  operatorPath,
  type OperatorEndpointName,
  type OperatorRequestOf,
  type OperatorResponseOf,
} from '../../schemas/operator-api/endpoints.ts';
import { ApiError, errorFromAnswer } from './errors.ts';
import type { ApiTokenSummary, DemoSite, DemoSitePointed, Grant, VitalsAnswer } from '../../schemas/operator-api.ts';
import type { ApiTokenCreated } from '../../schemas/operator-api/answers.ts';
import type { Schedule, ScheduleList } from '../../schemas/operator-api/schedule.ts';
import type { SsoInfo } from '../../schemas/operator-api/sso.ts';
import type { ReviewQueueItem, ReviewStatus } from '../../schemas/operator-api/review-answers.ts';
import type { CommentTarget, ReviewComment } from '../../schemas/operator-api/review.ts';
import type { WebhookDelivery, WebhookSummary } from '../../schemas/operator-api/webhooks.ts';
import type {
  PasskeyAdded,
  PasskeyRegistrationOptions,
  SecondFactorStatus,
  SteppedUp,
  TotpEnrolled,
  TotpOffer,
} from '../../schemas/operator-api/second-factor-answers.ts';

/** one second factor, as a login or a step-up sends it */
export type SecondFactorInput = Pick<OperatorRequestOf<'login'>, 'totp' | 'recoveryCode' | 'passkey'>;
import type { PresenceAnswer, PresenceRequest } from '../../schemas/operator-api/presence.ts';
import type { ConfigDiff, Draft, DraftSummary, History, LintSummary, MessageHit, PublishResult, Revision, SessionInfo } from './types.ts';

export type { MessageHit };

export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export interface StudioApi {
  /** `factor`: a TOTP code, a recovery code or a passkey's answer, when the first try answered mfaRequired */
  login(name: string, password: string, factor?: SecondFactorInput): Promise<SessionInfo>;
  /** renews the session's authentication (a stepUpRequired refusal asks for it) */
  stepUp(password: string, factor?: SecondFactorInput): Promise<SteppedUp>;
  secondFactors(): Promise<SecondFactorStatus>;
  /** a TOTP secret and its otpauth:// URI, not yet enrolled */
  totpOffer(): Promise<TotpOffer>;
  /** enrols the offered secret with a first code from it: answers the ten recovery codes, once */
  totpEnrol(secret: string, code: string): Promise<TotpEnrolled>;
  passkeyOptions(): Promise<PasskeyRegistrationOptions>;
  passkeyAdd(response: OperatorRequestOf<'accountPasskeyAdd'>['response']): Promise<PasskeyAdded>;
  session(): Promise<SessionInfo>;
  logout(): Promise<void>;
  catalog(draft?: string): Promise<Catalog>;
  drafts(): Promise<DraftSummary[]>;
  createDraft(title: string): Promise<Draft>;
  draft(id: string): Promise<Draft>;
  putDraft(id: string, version: number, files: FileMap, parent?: string): Promise<Draft>;
  lint(id: string): Promise<LintView>;
  view(id: string, template: string, page: string): Promise<PageView>;
  edit(id: string, request: EditRequest): Promise<EditResult>;
  /** a signed preview address for the draft on `site` (its player origin, token and expiry) */
  preview(id: string, site: string): Promise<PreviewLink>;
  diff(from: string, to: string): Promise<ConfigDiff>;
  revisions(before?: string): Promise<History>;
  revision(id: string): Promise<Revision>;
  publishDraft(id: string, version: number, message: string): Promise<PublishResult>;
  rollback(revision: string, message: string): Promise<PublishResult>;
  /** over locales/ and the draft's brand copy (`draft`), best first for `template` */
  searchMessages(query: string, draft?: string, template?: string): Promise<MessageHit[]>;
  /** the images under public/ */
  assets(): Promise<string[]>;
  /** real players' vitals of the sites the caller may view (`template`: one template's sites) */
  vitals(template?: string): Promise<VitalsAnswer>;
  /** the embedded demo backend's sites; null when this server proxies to a real backend (404 demoBackendOff) */
  demoSites(): Promise<DemoSite[] | null>;
  /** points a demo site at a live template (an admin over every template) */
  pointDemoSite(domain: string, theme_code: string, theme_color: string): Promise<DemoSitePointed>;
  // named API tokens (issue 50 part 5): the signed-in operator's own
  tokens(): Promise<ApiTokenSummary[]>;
  /** answers the secret, this once */
  createToken(name: string, grant: Grant, expiresInDays: number): Promise<ApiTokenCreated>;
  revokeToken(id: string): Promise<void>;
  // scheduled publishing
  /** every schedule, soonest first; with `draft`, the time zones a time without an offset is read in for it */
  schedules(draft?: string): Promise<ScheduleList>;
  /** `at`: ISO 8601, without an offset the brand's wall clock */
  scheduleDraft(id: string, version: number, at: string, message: string): Promise<Schedule>;
  cancelSchedule(id: string): Promise<Schedule>;
  // single sign-on (issue 50): whether the login screen offers it (the sign-in itself is a navigation to ssoLoginPath)
  sso(): Promise<SsoInfo>;
  // review and approval (issue 49, docs/operators.md "Review and approval")
  /** the other owners' drafts the caller may read */
  sharedDrafts(): Promise<DraftSummary[]>;
  reviewStatus(id: string): Promise<ReviewStatus>;
  requestReview(id: string, reviewers: string[], note?: string): Promise<ReviewStatus>;
  reviews(): Promise<ReviewQueueItem[]>;
  comments(id: string): Promise<ReviewComment[]>;
  comment(id: string, text: string, target?: CommentTarget, replyTo?: string): Promise<ReviewComment>;
  resolveComment(id: string, comment: string): Promise<ReviewComment>;
  approve(id: string, decision: 'approve' | 'changes', note?: string): Promise<ReviewStatus>;
  // webhooks (issue 50 part 4): an admin over every template reads them and their log, and sends a delivery again
  webhooks(): Promise<WebhookSummary[]>;
  webhookLog(webhook?: string): Promise<WebhookDelivery[]>;
  redeliver(delivery: string): Promise<void>;
  /** what this tab has open (issue 49 part 4): neither draft nor template says it closed it */
  presence(body: PresenceRequest): Promise<PresenceAnswer>;
}

/** Where the login screen's single sign-on link goes: the server redirects to the identity provider. */
export const ssoLoginPath = operatorPath('ssoLogin');

/** A lint answer as the studio shows it: `/lint` answers the publish gate's summary, edits answer a LintView. */
export function lintView(summary: LintSummary & { ms?: number }): LintView {
  return { errors: summary.errors, warnings: summary.warnings, problems: summary.problems, ms: summary.ms ?? 0 };
}

/** What one call sends besides its method: the path's parameters, the query (absent values left out), the body. */
type CallOptions<N extends OperatorEndpointName> = {
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string | undefined>>;
} & (OperatorRequestOf<N> extends undefined ? { body?: undefined } : { body: OperatorRequestOf<N> });

function withQuery(path: string, query: Readonly<Record<string, string | undefined>> = {}): string {
  const pairs = Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [`${name}=${encodeURIComponent(value)}`]));
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

export function createApi(fetchImpl: Fetch, base = ''): StudioApi {
  let csrf: string | undefined;

  async function call<N extends OperatorEndpointName>(name: N, options: CallOptions<N>): Promise<OperatorResponseOf<N>> {
    const { method } = OPERATOR_ENDPOINTS[name];
    const path = withQuery(operatorPath(name, options.params), options.query);
    const { body } = options;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET' && csrf) headers['x-csrf-token'] = csrf;
    let answer: Response;
    try {
      answer = await fetchImpl(`${base}${path}`, {
        method,
        headers,
        credentials: 'same-origin',
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    } catch (error) {
      throw new ApiError(0, 'network', `the operator server cannot be reached (${error instanceof Error ? error.message : String(error)})`);
    }
    const text = await answer.text();
    if (!answer.ok) throw errorFromAnswer(answer.status, text);
    try {
      return JSON.parse(text) as OperatorResponseOf<N>;
    } catch {
      throw new ApiError(answer.status, 'badAnswer', `the server's answer to ${method} ${path} is not JSON`);
    }
  }

  const remember = (info: SessionInfo) => {
    if (info.csrfToken) csrf = info.csrfToken;
    return info;
  };

  return {
    login: async (name, password, factor) => remember(await call('login', { body: { name, password, ...factor } })),
    stepUp: (password, factor) => call('stepUp', { body: { password, ...factor } }),
    secondFactors: () => call('accountSecondFactors', {}),
    totpOffer: () => call('accountTotpNew', {}),
    totpEnrol: (secret, code) => call('accountTotpEnrol', { body: { secret, code } }),
    passkeyOptions: () => call('accountPasskeyOptions', {}),
    passkeyAdd: (response) => call('accountPasskeyAdd', { body: { response } }),
    session: async () => remember(await call('session', {})),
    logout: async () => {
      await call('logout', {});
      csrf = undefined;
    },
    catalog: (draft) => call('studioCatalog', { query: { draft: draft || undefined } }),
    drafts: async () => (await call('draftsList', {})).items,
    createDraft: (title) => call('draftsCreate', { body: { title } }),
    draft: (id) => call('draftsGet', { params: { id } }),
    putDraft: (id, version, files, parent) => call('draftsUpdate', { params: { id }, body: { version, files, ...(parent ? { parent } : {}) } }),
    lint: async (id) => lintView(await call('draftsLint', { params: { id } })),
    view: (id, template, page) => call('draftsView', { params: { id }, query: { template, page } }),
    edit: (id, request) => call('draftsEdits', { params: { id }, body: request }),
    preview: (id, site) => call('draftsPreview', { params: { id }, body: { site } }),
    diff: async (from, to) => call('diff', { query: { from, to } }),
    revisions: (before) => call('revisionsList', { query: { limit: '50', before: before || undefined } }),
    revision: (id) => call('revisionsGet', { params: { id } }),
    publishDraft: (id, version, message) => call('publish', { body: { draft: id, version, message } }),
    rollback: (revision, message) => call('rollback', { body: { revision, message } }),
    searchMessages: async (query, draft, template) =>
      (await call('studioMessages', { query: { q: query, draft: draft || undefined, template: template || undefined } })).items,
    assets: async () => (await call('studioAssets', {})).items,
    vitals: (template) => call('vitals', { query: { template: template || undefined } }),
    demoSites: async () => {
      try {
        return (await call('demoSitesList', {})).items;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404 && error.code === 'demoBackendOff') return null;
        throw error;
      }
    },
    pointDemoSite: (domain, theme_code, theme_color) => call('demoSitesPoint', { params: { domain }, body: { theme_code, theme_color } }),
    tokens: async () => (await call('tokensList', {})).items,
    createToken: (name, grant, expiresInDays) => call('tokensCreate', { body: { name, grant, expiresInDays } }),
    revokeToken: async (id) => {
      await call('tokensRevoke', { params: { id } });
    },
    schedules: (draft) => call('schedulesList', { query: { draft: draft || undefined } }),
    scheduleDraft: (id, version, at, message) => call('schedulesCreate', { body: { draft: id, version, at, message } }),
    cancelSchedule: (id) => call('schedulesCancel', { params: { id } }),
    sso: () => call('sso', {}),
    sharedDrafts: async () => (await call('draftsList', { query: { shared: '1' } })).items,
    reviewStatus: (id) => call('reviewStatus', { params: { id } }),
    requestReview: (id, reviewers, note) => call('reviewRequest', { params: { id }, body: { reviewers, ...(note ? { note } : {}) } }),
    reviews: async () => (await call('reviewsQueue', {})).items,
    comments: async (id) => (await call('commentsList', { params: { id } })).items,
    comment: (id, text, target, replyTo) =>
      call('commentsAdd', { params: { id }, body: { text, ...(target ? { target } : {}), ...(replyTo ? { replyTo } : {}) } }),
    resolveComment: (id, comment) => call('commentsResolve', { params: { id, comment } }),
    approve: (id, decision, note) => call('draftsApprove', { params: { id }, body: { decision, ...(note ? { note } : {}) } }),
    webhooks: async () => (await call('webhooksList', {})).items,
    webhookLog: async (webhook) => (await call('webhookDeliveries', { query: { webhook: webhook || undefined, limit: '100' } })).items,
    redeliver: async (delivery) => {
      await call('webhookRedeliver', { params: { id: delivery } });
    },
    presence: (body) => call('presence', { body }),
  };
}
