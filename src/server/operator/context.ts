/** What one operator request carries through the routes. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Account, ApiTokenSummary, Session } from '../../../engine/store/types.ts';
import type { ClientInfo } from '../process/node-request.ts';
import type { HashSlots } from './hash-slots.ts';
import type { LoginLimits } from './login-limits.ts';
import type { DraftRate } from './draft-quota.ts';
import type { SessionPolicy } from '../../../engine/accounts/sessions.ts';
import type { SecondFactorPolicy } from '../../../engine/accounts/second-factor.ts';
import type { OperatorStore } from './store-access.ts';
import type { OperatorMetrics } from '../process/metrics.ts';
import type { StudioProject } from './studio-tools.ts';
import type { FieldGathered } from '../../../schemas/compliance-seen.ts';
import type { ServingRevisions } from '../config/serving-revision.ts';
import type { Needs, OperatorEndpoint, OperatorEndpointName, OperatorRequestOf, OperatorResponseOf, Scope } from '../../../schemas/operator-api/endpoints.ts';
import type { Validator } from '../../../schemas/validator-types.ts';
import type { IdentityProvider } from './sso/identity-provider.ts';
import type { EventHub } from './events/hub.ts';

export interface OperatorDeps {
  store: OperatorStore;
  limits: LoginLimits;
  /** bounds the password hashes computed at once */
  hashing: HashSlots;
  /** drafts made per operator per minute */
  draftRate: DraftRate;
  sessions: SessionPolicy;
  /** cookies always carry Secure (OPERATOR_SECURE_COOKIE=1, behind a TLS proxy that does not say so); else only over TLS */
  secureCookies: boolean;
  bodyLimit: number;
  metrics: OperatorMetrics;
  now: () => number;
  /** what the studio's lint and pickers read (default: this package, its own config-lint.json) */
  project?: StudioProject;
  /** the field beacon's figures (vitals, compliance seen) pooled over the player processes (src/server/vitals/cluster.ts); absent: /api/vitals and /api/compliance/seen answer 404 */
  field?: () => Promise<FieldGathered>;
  /** the revision each player process serves (src/server/config/serving-revision.ts); absent: not waited for */
  serving?: ServingRevisions;
  /** signs draft previews (PREVIEW_SECRET) and names the player origin of a site; absent: previews are off */
  preview?: { secret: string; originFor: (domain: string) => string };
  /** this server's clock for scheduled publishing, told when a schedule is made or cancelled here; absent: the schedules wait for a server that has one */
  schedules?: { wake(): void };
  // single sign-on (issue 50): the OpenID Connect provider (OIDC_ISSUER); absent: local accounts only
  sso?: IdentityProvider;
  /** webhooks (issue 50 part 4): whether they may point inward (WEBHOOK_ALLOW_PRIVATE=1), and a way to send what is due now; absent: private targets refused */
  webhooks?: { allowPrivate: boolean; nudge(): void };
  /** the step-up window and TOTP drift (absent: DEFAULT_SECOND_FACTOR_POLICY) */
  secondFactors?: SecondFactorPolicy;
  /** the event streams of `GET /api/events` (issue 49 part 4); absent: 404 */
  events?: EventHub;
  /** the compliance-seen rate the studio flags below (COMPLIANCE_SEEN_THRESHOLD; absent: its default) */
  complianceSeenThreshold?: number;
}

export interface Caller {
  account: Account;
  session: Session;
  via: 'cookie' | 'bearer';
  /** a named API token's caller: `account.grants` are then the token's, cut to the account's (api-token-caller.ts) */
  token?: ApiTokenSummary;
}

export interface OperatorContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  client: ClientInfo;
  params: Readonly<Record<string, string>>;
  /** who the endpoint's table entry lets call it: the role a scope check on touched templates asks for */
  needs: Needs;
  deps: OperatorDeps;
  /** present on every route that needs a session (the server checked it) */
  caller?: Caller;
  /** what this request's audit entry records besides who, what, when and from where */
  audit: { revision: string | null; detail: Record<string, unknown>; actor?: string };
}

export interface Reply<Body = unknown> {
  status?: number;
  body: Body;
  headers?: Record<string, string>;
  /** the handler answered on the response itself (an event stream): the server sends nothing more */
  streamed?: boolean;
}

/** What an endpoint does, given its checked body: the table (schemas/operator-api/endpoints.ts) says the rest. */
export type Handler<N extends OperatorEndpointName> = (ctx: OperatorContext, body: OperatorRequestOf<N>) => Promise<Reply<OperatorResponseOf<N>>>;

/** Handlers by endpoint name: a route module exports some, routes/index.ts gathers one for each endpoint. */
export type Handlers<N extends OperatorEndpointName = OperatorEndpointName> = { [K in N]: Handler<K> };

/** An endpoint of the table with its handler, as the server routes it. */
export interface Route {
  name: string;
  method: OperatorEndpoint['method'];
  /** `/api/drafts/:id`: a `:name` segment matches one path segment */
  pattern: string;
  /** the audit log's name for it */
  action: string;
  needs: Needs;
  scope: Scope;
  /** the body's precompiled validator; null: the endpoint reads no body */
  validate: Validator | null;
  /** a cookie session must have authenticated within the step-up window (absent: no) */
  stepUp?: boolean;
  handle(ctx: OperatorContext, body: unknown): Promise<Reply>;
}

/** The caller of a route that needs a session: the server never runs one without it. */
export function callerOf(ctx: OperatorContext): Caller {
  if (!ctx.caller) throw new Error(`route ${ctx.url.pathname} ran without a session`);
  return ctx.caller;
}
