/**
 * Every operator API endpoint (docs/operators.md "Operator API"), declared once, as schemas/api/endpoints.ts
 * is for the player's: its method and path, the role it needs and over what, the schema of its body
 * (precompiled by schemas/build.ts), what it answers, and its name in the audit log. The operator
 * server routes, checks the role and the body, and audits from this table, so a handler
 * (src/server/operator/routes/) holds only what the endpoint does; the studio's client
 * (studio/api/client.ts) builds its paths and types from it; the security suite calls every entry.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type * as A from './answers.ts';
import { editRequestSchema } from './edits.ts';
import { presenceRequestSchema, type PresenceAnswer } from './presence.ts';
import { grantSchema, type Role } from './roles.ts';
import { TEMPLATE_KEY_PATTERN } from '../template-key.ts';
import { TOKEN_MAX_DAYS, TOKEN_NAME_PATTERN } from './tokens.ts';
import { DATE_TIME_PATTERN } from '../targeting.ts';
import type { Schedule, ScheduleList } from './schedule.ts';
import type { SsoInfo, SsoRedirect } from './sso.ts';
import { commentTargetSchema, commentTextSchema, type ReviewComment } from './review.ts';
import type * as R from './review-answers.ts';
import { webhookCreateSchema, type WebhookDelivery, type WebhookSummary } from './webhooks.ts';
import type * as F from './second-factor-answers.ts';
import { passkeyRegistration, secondFactor, totpCode } from './second-factor-bodies.ts';

/**
 * Who may call: `none`, anyone (login); `session`, any signed-in account; a role, an account with a
 * grant of at least that role (engine/accounts/roles.ts).
 */
export type Needs = 'none' | 'session' | Role;

/**
 * Over what the role is needed: `any`, a grant of it over any template; `every`, over every template
 * ('*'); `touched`, over the templates the request changes, which the handler checks once it knows them.
 */
export type Scope = 'any' | 'every' | 'touched';

export interface OperatorEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** `:name` matches one path segment; the first entry that matches a method and path answers */
  path: `/api/${string}`;
  needs: Needs;
  scope: Scope;
  /** the body's schema; null: the endpoint reads no body */
  request: JSONSchema | null;
  /** the audit log's name for it */
  action: string;
  /** a cookie session must have authenticated within the step-up window (docs/operators.md "Second factors") */
  stepUp?: true;
}

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;

/** A config set as a body carries it: '/'-separated relative paths of `.json` files (no `.`-names, no `..`) → their text. */
const files = {
  type: 'object',
  minProperties: 1,
  propertyNames: { pattern: '^(?:[^/\\\\.][^/\\\\]*/)*[^/\\\\.][^/\\\\]*\\.json$', maxLength: 500 },
  additionalProperties: { type: 'string' },
} as const;

const password = { type: 'string', maxLength: 1_024 } as const;
const grants = { type: 'array', minItems: 1, maxItems: 50, items: grantSchema } as const;
/** the admin-only publish overrides (docs/operators.md "Force"): each is audited */
const overrides = { force: { type: 'boolean' }, allowErrorSuppressions: { type: 'boolean' } } as const;

function body<const P extends Record<string, JSONSchema>, const R extends readonly (keyof P & string)[]>(properties: P, required: R) {
  return { type: 'object', properties, required, additionalProperties: false } as const;
}

const endpoint = <
  const M extends OperatorEndpoint['method'],
  const P extends `/api/${string}`,
  const N extends Needs,
  const S extends Scope,
  const B extends JSONSchema | null,
>(
  method: M,
  path: P,
  needs: N,
  scope: S,
  request: B,
  action: string,
) => ({ method, path, needs, scope, request, action }) as const;

/** A state change only an account that authenticated within the step-up window may make (its login counts). */
const stepUp = <const E extends OperatorEndpoint>(entry: E) => ({ ...entry, stepUp: true }) as const;

export const OPERATOR_ENDPOINTS = {
  login: endpoint('POST', '/api/login', 'none', 'any', body({ name: text(64), password, ...secondFactor }, ['name', 'password']), 'login'),
  logout: endpoint('POST', '/api/logout', 'session', 'any', null, 'logout'),
  session: endpoint('GET', '/api/session', 'session', 'any', null, 'session'),
  accountPassword: stepUp(
    endpoint('POST', '/api/account/password', 'viewer', 'any', body({ current: password, next: password }, ['current', 'next']), 'account.password'),
  ),

  revisionsList: endpoint('GET', '/api/revisions', 'viewer', 'any', null, 'revisions.list'),
  revisionsLive: endpoint('GET', '/api/revisions/live', 'viewer', 'any', null, 'revisions.live'),
  revisionsGet: endpoint('GET', '/api/revisions/:id', 'viewer', 'any', null, 'revisions.get'),
  diff: endpoint('GET', '/api/diff', 'viewer', 'any', null, 'diff'),

  draftsCreate: endpoint('POST', '/api/drafts', 'editor', 'touched', body({ title: text(200), parent: text(100), files }, []), 'drafts.create'),
  draftsList: endpoint('GET', '/api/drafts', 'viewer', 'any', null, 'drafts.list'),
  draftsGet: endpoint('GET', '/api/drafts/:id', 'viewer', 'any', null, 'drafts.get'),
  draftsUpdate: endpoint(
    'PUT',
    '/api/drafts/:id',
    'editor',
    'touched',
    body({ version: { type: 'integer', description: 'the draft version this change was made on' }, title: text(200), parent: text(100), files }, ['version']),
    'drafts.update',
  ),
  draftsDelete: endpoint('DELETE', '/api/drafts/:id', 'editor', 'any', null, 'drafts.delete'),
  draftsLint: endpoint('POST', '/api/drafts/:id/lint', 'viewer', 'any', null, 'drafts.lint'),
  draftsPreview: endpoint(
    'POST',
    '/api/drafts/:id/preview',
    'viewer',
    'touched',
    // `at`: seen as at that instant (a schedule's), signed into the link (docs/operators.md "Scheduled publishing")
    body({ site: text(253), at: { type: 'string', pattern: DATE_TIME_PATTERN, maxLength: 40 } }, []),
    'drafts.preview',
  ),
  draftsView: endpoint('GET', '/api/drafts/:id/view', 'viewer', 'any', null, 'drafts.view'),
  draftsEdits: endpoint('POST', '/api/drafts/:id/edits', 'editor', 'touched', editRequestSchema, 'drafts.edits'),

  publish: stepUp(
    endpoint(
      'POST',
      '/api/publish',
      'publisher',
      'touched',
      {
        ...body({ message: text(500), draft: text(100), version: { type: 'integer' }, files, parent: text(100), ...overrides }, ['message']),
        // a draft by id, or files on a parent revision
        if: { required: ['draft'] },
        else: { required: ['files', 'parent'] },
      },
      'publish',
    ),
  ),
  rollback: stepUp(
    endpoint('POST', '/api/rollback', 'publisher', 'touched', body({ revision: text(100), message: text(500), ...overrides }, ['revision']), 'rollback'),
  ),

  accountsList: endpoint('GET', '/api/accounts', 'admin', 'every', null, 'accounts.list'),
  accountsCreate: stepUp(
    endpoint('POST', '/api/accounts', 'admin', 'every', body({ name: text(64), password, grants }, ['name', 'password', 'grants']), 'accounts.create'),
  ),
  accountsUpdate: stepUp(
    endpoint(
      'PATCH',
      '/api/accounts/:name',
      'admin',
      'every',
      {
        ...body({ grants, disabled: { type: 'boolean' }, password }, []),
        minProperties: 1,
        description: 'one of grants, disabled or password: something to change',
      },
      'accounts.update',
    ),
  ),
  auditRead: endpoint('GET', '/api/audit', 'admin', 'every', null, 'audit.read'),

  demoSitesList: endpoint('GET', '/api/demo-sites', 'viewer', 'any', null, 'demoSites.list'),
  demoSitesPoint: endpoint(
    'PUT',
    '/api/demo-sites/:domain',
    'admin',
    'every',
    body(
      {
        theme_code: {
          type: 'string',
          pattern: TEMPLATE_KEY_PATTERN,
          maxLength: 64,
          description: 'a template key: lowercase letters then digits (a family base is never a site’s)',
        },
        theme_color: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$', description: 'a scheme name such as color1-1' },
      },
      ['theme_code', 'theme_color'],
    ),
    'demoSites.point',
  ),

  studioCatalog: endpoint('GET', '/api/studio/catalog', 'viewer', 'any', null, 'studio.catalog'),
  studioMessages: endpoint('GET', '/api/studio/messages', 'viewer', 'any', null, 'studio.messages'),
  studioAssets: endpoint('GET', '/api/studio/assets', 'viewer', 'any', null, 'studio.assets'),
  // `?template=` narrows it to one template's sites, which the caller must view
  vitals: endpoint('GET', '/api/vitals', 'viewer', 'touched', null, 'vitals.read'),

  // named API tokens (issue 50 part 5): the signed-in operator's own; a token never makes another
  tokensList: endpoint('GET', '/api/tokens', 'viewer', 'any', null, 'token.list'),
  tokensCreate: endpoint(
    'POST',
    '/api/tokens',
    'viewer',
    'any',
    body(
      {
        name: { type: 'string', pattern: TOKEN_NAME_PATTERN, maxLength: 64, description: 'its purpose: ci-publish' },
        grant: grantSchema,
        expiresInDays: { type: 'integer', minimum: 1, maximum: TOKEN_MAX_DAYS },
      },
      ['name', 'grant'],
    ),
    'token.create',
  ),
  tokensRevoke: endpoint('DELETE', '/api/tokens/:id', 'viewer', 'any', null, 'token.revoke'),

  // scheduled publishing (docs/operators.md "Scheduled publishing"); `?draft=` adds the zones its time is read in
  schedulesCreate: endpoint(
    'POST',
    '/api/schedules',
    'publisher',
    'touched',
    body(
      {
        draft: text(100),
        at: { type: 'string', pattern: DATE_TIME_PATTERN, maxLength: 40, description: "ISO 8601; without an offset, the brand's time zone" },
        message: text(500),
        version: { type: 'integer', description: 'the draft version that was reviewed' },
      },
      ['draft', 'at'],
    ),
    'schedule.create',
  ),
  schedulesList: endpoint('GET', '/api/schedules', 'viewer', 'any', null, 'schedules.list'),
  schedulesCancel: endpoint('DELETE', '/api/schedules/:id', 'publisher', 'touched', null, 'schedule.cancel'),

  // single sign-on (issue 50): whether the login screen offers it, the way to the IdP, and the way back to a session
  sso: endpoint('GET', '/api/sso', 'none', 'any', null, 'sso.info'),
  ssoLogin: endpoint('GET', '/api/sso/login', 'none', 'any', null, 'sso.start'),
  ssoCallback: endpoint('GET', '/api/sso/callback', 'none', 'any', null, 'sso.login'),

  // review and four-eyes approval (issue 49, docs/operators.md "Review and approval"): any viewer of a draft's scope comments, publishers approve
  reviewStatus: endpoint('GET', '/api/drafts/:id/review', 'viewer', 'touched', null, 'review.status'),
  reviewRequest: endpoint(
    'POST',
    '/api/drafts/:id/review',
    'editor',
    'touched',
    body({ reviewers: { type: 'array', maxItems: 20, uniqueItems: true, items: text(64) }, note: text(2_000) }, []),
    'review.request',
  ),
  reviewsQueue: endpoint('GET', '/api/reviews', 'viewer', 'any', null, 'reviews.queue'),
  commentsList: endpoint('GET', '/api/drafts/:id/comments', 'viewer', 'touched', null, 'comments.list'),
  commentsAdd: endpoint(
    'POST',
    '/api/drafts/:id/comments',
    'viewer',
    'touched',
    body({ text: commentTextSchema, target: commentTargetSchema, replyTo: text(100) }, ['text']),
    'comment.add',
  ),
  commentsResolve: endpoint('POST', '/api/drafts/:id/comments/:comment/resolve', 'viewer', 'touched', null, 'comment.resolve'),
  draftsApprove: endpoint(
    'POST',
    '/api/drafts/:id/approve',
    'publisher',
    'touched',
    body({ decision: { enum: ['approve', 'changes'], description: 'approve (the default), or ask for changes' }, note: text(2_000) }, []),
    'draft.approve',
  ),

  // webhooks (issue 50 part 4): docs/operators.md "Webhooks"; a POST to a delivery of the log sends it again
  webhooksList: endpoint('GET', '/api/webhooks', 'admin', 'every', null, 'webhooks.list'),
  webhooksCreate: endpoint('POST', '/api/webhooks', 'admin', 'every', webhookCreateSchema, 'webhooks.create'),
  webhookDeliveries: endpoint('GET', '/api/webhook-log', 'admin', 'every', null, 'webhooks.log'),
  webhookRedeliver: endpoint('POST', '/api/webhook-log/:id', 'admin', 'every', null, 'webhooks.resend'),
  webhooksDelete: endpoint('DELETE', '/api/webhooks/:id', 'admin', 'every', null, 'webhooks.delete'),

  // second factors (issue 50 part 3): docs/operators.md "Second factors"
  stepUp: endpoint('POST', '/api/session/step-up', 'session', 'any', body({ password, ...secondFactor }, ['password']), 'stepUp'),
  accountSecondFactors: endpoint('GET', '/api/account/second-factors', 'session', 'any', null, 'mfa.read'),
  accountTotpNew: endpoint('POST', '/api/account/totp/new', 'session', 'any', null, 'mfa.totp.new'),
  accountTotpEnrol: stepUp(
    endpoint(
      'POST',
      '/api/account/totp',
      'session',
      'any',
      body({ secret: { type: 'string', pattern: '^[A-Z2-7]{26,128}$' }, code: totpCode }, ['secret', 'code']),
      'mfa.enrol',
    ),
  ),
  accountPasskeyOptions: stepUp(endpoint('POST', '/api/account/passkeys/options', 'session', 'any', null, 'mfa.passkey.options')),
  accountPasskeyAdd: stepUp(
    endpoint('POST', '/api/account/passkeys', 'session', 'any', body({ response: passkeyRegistration, name: text(64) }, ['response']), 'mfa.passkey.add'),
  ),

  // working together (issue 49 part 4): a server-sent event stream (text/event-stream, not JSON), and a tab's presence
  events: endpoint('GET', '/api/events', 'viewer', 'any', null, 'events.open'),
  presence: endpoint('POST', '/api/presence', 'viewer', 'any', presenceRequestSchema, 'presence'),
} as const satisfies Record<string, OperatorEndpoint>;

export type OperatorEndpointName = keyof typeof OPERATOR_ENDPOINTS;

/** What each endpoint answers on success. */
export interface OperatorResponses {
  login: A.SessionInfo;
  logout: A.Ok;
  session: A.SessionInfo;
  accountPassword: A.Ok;
  revisionsList: A.History;
  revisionsLive: A.Revision;
  revisionsGet: A.Revision;
  diff: A.ConfigDiffAnswer;
  draftsCreate: A.Draft;
  draftsList: A.Items<A.DraftSummary>;
  draftsGet: A.Draft;
  draftsUpdate: A.Draft;
  draftsDelete: A.Ok;
  draftsLint: A.DraftLint;
  draftsPreview: A.PreviewLink;
  draftsView: A.PageView;
  draftsEdits: A.EditResult;
  publish: A.PublishResult;
  rollback: A.PublishResult;
  accountsList: A.Items<A.AccountSummary>;
  accountsCreate: Omit<A.AccountSummary, 'createdAt'>;
  accountsUpdate: A.AccountChanged;
  auditRead: A.AuditPage;
  demoSitesList: A.Items<A.DemoSite>;
  demoSitesPoint: A.DemoSitePointed;
  studioCatalog: A.Catalog;
  studioMessages: A.Items<A.MessageHit>;
  studioAssets: A.Items<string>;
  vitals: A.VitalsAnswer;
  // named API tokens (issue 50 part 5)
  tokensList: A.Items<A.ApiTokenSummary>;
  tokensCreate: A.ApiTokenCreated;
  tokensRevoke: A.Ok;
  // scheduled publishing
  schedulesCreate: Schedule;
  schedulesList: ScheduleList;
  schedulesCancel: Schedule;
  // single sign-on (issue 50)
  sso: SsoInfo;
  ssoLogin: SsoRedirect;
  ssoCallback: SsoRedirect;
  reviewStatus: R.ReviewStatus;
  reviewRequest: R.ReviewStatus;
  reviewsQueue: A.Items<R.ReviewQueueItem>;
  commentsList: A.Items<ReviewComment>;
  commentsAdd: ReviewComment;
  commentsResolve: ReviewComment;
  draftsApprove: R.ReviewStatus;
  // webhooks (issue 50 part 4)
  webhooksList: A.Items<WebhookSummary>;
  webhooksCreate: WebhookSummary;
  webhookDeliveries: A.Items<WebhookDelivery>;
  webhookRedeliver: A.Ok;
  webhooksDelete: A.Ok;
  // second factors (issue 50 part 3)
  stepUp: F.SteppedUp;
  accountSecondFactors: F.SecondFactorStatus;
  accountTotpNew: F.TotpOffer;
  accountTotpEnrol: F.TotpEnrolled;
  accountPasskeyOptions: F.PasskeyRegistrationOptions;
  accountPasskeyAdd: F.PasskeyAdded;
  // working together (issue 49 part 4): `events` streams instead (schemas/operator-api/presence.ts StudioEvents); this is never sent
  events: A.Ok;
  presence: PresenceAnswer;
}

type Body<S> = S extends null ? undefined : S extends JSONSchema ? FromSchema<S> : never;
/** Each endpoint's body, from its request schema, computed once. */
export type OperatorRequests = { [N in OperatorEndpointName]: Body<(typeof OPERATOR_ENDPOINTS)[N]['request']> };
export type OperatorRequestOf<N extends OperatorEndpointName> = OperatorRequests[N];
export type OperatorResponseOf<N extends OperatorEndpointName> = OperatorResponses[N];

/** The endpoint's path with its `:name` segments filled in (each encoded). */
export function operatorPath<N extends OperatorEndpointName>(name: N, params: Readonly<Record<string, string>> = {}): string {
  return OPERATOR_ENDPOINTS[name].path.replace(/:(\w+)/g, (_m, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name}: the path needs ${key}`);
    return encodeURIComponent(value);
  });
}
