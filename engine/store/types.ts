/**
 * The config store's contract (issue 28): published revisions and the live pointer, drafts,
 * operator accounts and sessions, the append-only audit log, and the fleet of served sites.
 * Implemented by an embedded SQLite file (libsql, the default) and by Postgres (CONFIG_STORE_URL);
 * the player server, the operator API and the CLIs (config-store, config-publish, operator) all
 * speak only this interface. Every method that changes two things does it in one transaction.
 */

import type {
  AccountSummary,
  ApiTokenSummary,
  AuditEntry,
  Draft,
  FileMap,
  Grant,
  LintSummary,
  Page,
  Revision,
  RevisionKind,
  RevisionMeta,
  Role,
} from '../../schemas/operator-api.ts';
import type { LintProblem } from '../../schemas/lint-problem.ts';
import type { NewSchedule, Schedule, ScheduleOutcome, ScheduleState } from '../../schemas/operator-api/schedule.ts';
import type { DraftReview } from '../../schemas/operator-api/review.ts';
import type { WebhookDelivery, WebhookEvent, WebhookSummary } from '../../schemas/operator-api/webhooks.ts';

export type { WebhookDelivery, WebhookEvent, WebhookSummary };

export type { ApiTokenSummary, AuditEntry, Draft, FileMap, Grant, LintSummary, Page, Revision, RevisionKind, RevisionMeta, Role };
export type { NewSchedule, Schedule, ScheduleOutcome, ScheduleState };

export type PublishResult =
  | { ok: true; revision: RevisionMeta }
  /** the parent named is no longer live: someone published in between */
  | { ok: false; reason: 'stale-parent'; live: string | null };

export interface PublishInput {
  files: FileMap;
  /** the revision the change was made on; null only for the first (seed) revision */
  parent: string | null;
  author: string;
  message: string;
  kind: RevisionKind;
  restores?: string;
  lint: LintSummary;
}

export interface Account extends AccountSummary {
  /** scrypt, as `scrypt$N$r$p$salt$hash` (base64url); an account from single sign-on has none that verifies */
  passwordHash: string;
  // single sign-on (issue 50): an account made by an OpenID Connect login, and the IdP's `sub` it belongs to
  source?: 'oidc';
  subject?: string;
}

export interface Session {
  /** the SHA-256 of the cookie's token: the token itself is never stored */
  idHash: string;
  account: string;
  csrfToken: string;
  createdAt: string;
  lastSeenAt: string;
  /** absolute expiry, ISO 8601 */
  expiresAt: string;
  /** the account's latest step-up in this session (second factors); absent: its login, createdAt */
  authenticatedAt?: string;
}

export type NewAuditEntry = Omit<AuditEntry, 'seq' | 'at' | 'hash' | 'prevHash'> & { at?: string };

/** A named API token as stored: the secret itself never is, only its SHA-256. */
export interface ApiToken extends ApiTokenSummary {
  secretHash: string;
}

export interface FleetSite {
  domain: string;
  theme_code: string;
  theme_color: string;
  /**
   * the language codes the site offers (its startup data's `language` list): what brand copy must
   * be written in; absent for a site recorded before the store kept them (or by hand)
   */
  languages?: string[];
  /** when a server last recorded it (ISO 8601; set by the store): the fleet check forgets sites unseen for 30 days */
  seen?: string;
}

/** Whether the store answers: reported by onLive's polling, shown at /healthz/config. */
export type StoreHealth = { reachable: true } | { reachable: false; since: string; error: string };

export interface ConfigStoreBackend {
  readonly kind: 'sqlite' | 'postgres' | 'memory';
  /** a description safe to show (no password) */
  readonly location: string;

  live(): Promise<Revision | undefined>;
  liveId(): Promise<string | undefined>;
  revision(id: string): Promise<Revision | undefined>;
  history(options: { before?: string; limit: number }): Promise<Page<RevisionMeta>>;
  /** Stores the revision and makes it live in one transaction, if `parent` is still live. */
  publish(input: PublishInput): Promise<PublishResult>;
  /**
   * Calls back with the new live id when any instance publishes (NOTIFY, or polling), and with the
   * store's health whenever it changes (a poll failed, or answers again). Returns the unsubscribe.
   */
  onLive(callback: (id: string) => void, onHealth?: (health: StoreHealth) => void): () => void;

  createDraft(input: Pick<Draft, 'owner' | 'title' | 'parent' | 'files'>): Promise<Draft>;
  draft(id: string): Promise<Draft | undefined>;
  drafts(owner?: string): Promise<Omit<Draft, 'files'>[]>;
  /** refused (undefined) when `version` is not the draft's current version */
  updateDraft(id: string, version: number, change: Partial<Pick<Draft, 'title' | 'files' | 'parent' | 'editors'>>): Promise<Draft | undefined>;
  deleteDraft(id: string): Promise<boolean>;

  account(name: string): Promise<Account | undefined>;
  accounts(): Promise<Omit<Account, 'passwordHash'>[]>;
  /** false when the name is taken */
  createAccount(account: Account): Promise<boolean>;
  updateAccount(name: string, change: Partial<Omit<Account, 'name' | 'createdAt'>>): Promise<boolean>;

  createSession(session: Session): Promise<void>;
  session(idHash: string): Promise<Session | undefined>;
  touchSession(idHash: string, lastSeenAt: string): Promise<void>;
  deleteSession(idHash: string): Promise<void>;
  deleteSessionsOf(account: string): Promise<void>;
  /** every session of an account (every account's when absent), oldest first: what `operator token list` shows */
  sessionsOf(account?: string): Promise<Session[]>;

  /**
   * Operator login attempts, kept where every instance on the store counts them (the login limits,
   * src/server/operator/login-limits.ts). Reserves one attempt at `at` (epoch ms) for each key before
   * its password is hashed, atomically: when any key already has `limit` attempts at or after
   * `since`, nothing is stored and it answers false, so logins sent at once cannot all pass one check.
   * Every attempt of any key before `since` is forgotten.
   */
  reserveLoginAttempt(keys: readonly string[], at: number, since: number, limit: number): Promise<boolean>;
  /** Takes back one attempt of `key` reserved at `at` (a login that succeeded, or was never checked). */
  releaseLoginAttempt(key: string, at: number): Promise<void>;
  /** Each key's attempts at or after `since`, newest first, at most `limit` per key (epoch ms), in the order of `keys`. */
  loginFailures(keys: readonly string[], since: number, limit: number): Promise<number[][]>;
  clearLoginFailures(key: string): Promise<void>;

  /** Append-only: there is no update or delete. */
  audit(entry: NewAuditEntry): Promise<AuditEntry>;
  auditLog(options: { before?: number; limit: number; actor?: string; action?: string }): Promise<Page<AuditEntry>>;

  recordSite(site: FleetSite): Promise<void>;
  sites(): Promise<FleetSite[]>;
  forgetSites(domains: readonly string[]): Promise<void>;

  close(): Promise<void>;

  // the audit chain and named API tokens (issue 50 parts 4 and 5)
  /**
   * Audit entries after seq `after`, oldest first, at most `limit` (at or after `since`, ISO 8601, when
   * given): how `operator audit verify` and `export` walk the log a page at a time. `audit` appends each
   * entry chained to the one before (engine/store/audit-chain.ts) in one transaction, so appends from
   * every process and server on the store form one chain.
   */
  auditRange(options: { after: number; limit: number; since?: string }): Promise<AuditEntry[]>;
  createApiToken(token: ApiToken): Promise<void>;
  /** the token whose secret hashes to `secretHash` */
  apiToken(secretHash: string): Promise<ApiToken | undefined>;
  /** every token of an account (every account's when absent), oldest first */
  apiTokens(account?: string): Promise<ApiTokenSummary[]>;
  touchApiToken(id: string, lastUsedAt: string): Promise<void>;
  /** deletes the token, answering what it was (undefined when there was none) */
  revokeApiToken(id: string): Promise<ApiTokenSummary | undefined>;

  // scheduled publishing (docs/operators.md "Scheduled publishing")
  createSchedule(input: NewSchedule): Promise<Schedule>;
  schedule(id: string): Promise<Schedule | undefined>;
  /** soonest first; only those in `state` when it is given */
  schedules(options?: { state?: ScheduleState }): Promise<Schedule[]>;
  /**
   * Takes a pending schedule for publishing (pending → publishing) in one statement: of every server
   * and process claiming it at once, exactly one gets it back; the others (and a cancelled one) get undefined.
   */
  claimSchedule(id: string, at: string): Promise<Schedule | undefined>;
  /** How a claimed schedule ended (publishing → published or failed); undefined when it was not claimed. */
  settleSchedule(id: string, outcome: ScheduleOutcome, at: string): Promise<Schedule | undefined>;
  /** pending → cancelled; undefined when it was no longer pending. */
  cancelSchedule(id: string, by: string, at: string): Promise<Schedule | undefined>;

  // review and approval (issue 49): a draft's review changes without bumping its version
  /**
   * Stores what `change` makes of the draft's review, given the draft as it is now, in one
   * transaction (an approval is bound to the files it saw); undefined when there is no such draft.
   * `change` may throw to refuse: nothing is stored and the error propagates.
   */
  changeDraftReview(id: string, change: (draft: Draft) => DraftReview): Promise<Draft | undefined>;

  // webhooks (issue 50 part 4): the subscriptions and their delivery log, sent by one server each
  createWebhook(webhook: StoredWebhook): Promise<void>;
  /** every webhook, oldest first, without secrets */
  webhooks(): Promise<WebhookSummary[]>;
  /** false when there is no such webhook; its unsent deliveries end `failed` with it */
  deleteWebhook(id: string, at: string): Promise<boolean>;
  setWebhookDisabled(id: string, disabled: boolean): Promise<boolean>;
  enqueueDeliveries(deliveries: readonly NewDelivery[]): Promise<void>;
  /**
   * Takes one due delivery (pending or an abandoned `sending`, next attempt at or before `now`, of an
   * enabled webhook) atomically: it becomes `sending` until `leaseUntil`, its attempt counted, so no
   * other process on the store sends it meanwhile.
   */
  claimDelivery(now: string, leaseUntil: string): Promise<ClaimedDelivery | undefined>;
  /** How the attempt `claimDelivery` answered ended; ignored if the delivery was claimed again since (another attempt number). */
  finishDelivery(id: string, attempt: number, result: DeliveryResult): Promise<void>;
  /** newest first; one webhook's when named */
  deliveries(options: { webhook?: string; limit: number }): Promise<WebhookDelivery[]>;
  /** Queues a finished (or waiting) delivery again, due at `at`, its attempts counted from zero; false when there is none. */
  redeliver(id: string, at: string): Promise<boolean>;

  // second factors (issue 50 part 3): engine/accounts/second-factor.ts
  /** an account's TOTP, recovery code hashes and passkeys (all empty when it has none) */
  secondFactors(account: string): Promise<SecondFactors>;
  /** Replaces the account's TOTP and recovery codes at once (enrolment): the used-step clock starts over. */
  enrolTotp(account: string, totp: { secret: string; enrolledAt: string }, recoveryHashes: readonly string[]): Promise<void>;
  /** Marks TOTP step `step` used, if it is after the last used one, atomically: false is a replay. */
  useTotpStep(account: string, step: number): Promise<boolean>;
  /** Removes one recovery code by its hash, atomically: false when it was not there (unknown, or used). */
  useRecoveryCode(account: string, hash: string): Promise<boolean>;
  /** false when the credential id is already registered (to any account) */
  addPasskey(account: string, passkey: Passkey): Promise<boolean>;
  /** Records a passkey's signature counter after a login; false when the account has no such passkey. */
  usePasskey(account: string, id: string, counter: number): Promise<boolean>;
  /** The session's account proved who it is again (a step-up), at `at`. */
  stepUpSession(idHash: string, at: string): Promise<void>;

  // presence and no lost edits (issue 49 part 4): in the store, so every worker and every server of a fleet sees them
  /** Like updateDraft with files, and records what the new version changed, in the same transaction; old records past the last 500 versions are dropped. */
  editDraft(id: string, version: number, files: FileMap, change: Omit<DraftChange, 'version' | 'at'>): Promise<Draft | undefined>;
  /** The recorded changes of versions after `after`, oldest first: a version without a record (a whole-draft update) is missing. */
  draftChanges(id: string, after: number): Promise<DraftChange[]>;
  /** Stores (or replaces) a tab's presence; expired rows are dropped. */
  setPresence(record: PresenceRecord): Promise<void>;
  /** Moves the expiry of a tab's presence, if it has one. */
  touchPresence(session: string, tab: string, expiresAt: string): Promise<void>;
  /** Every presence not expired at `now` (ISO 8601). */
  presence(now: string): Promise<PresenceRecord[]>;
  /** Forgets a session's presence (one tab, or all). */
  clearPresence(session: string, tab?: string): Promise<void>;
  /**
   * Calls back when any instance changes a draft or a presence (Postgres NOTIFY; the memory store in
   * this process). A store that cannot tell (SQLite) never calls: its readers poll. Returns the unsubscribe.
   */
  onActivity(callback: () => void): () => void;
}

export interface StoredWebhook extends WebhookSummary {
  /** the HMAC key the deliveries are signed with, kept as given (the store is trusted: docs/operators.md "Webhooks") */
  secret: string;
}

export interface NewDelivery {
  id: string;
  webhook: string;
  event: WebhookEvent;
  /** the exact body sent, kept so a restart or another server sends the same bytes */
  payload: string;
  payloadHash: string;
  at: string;
}

export interface ClaimedDelivery extends WebhookDelivery {
  payload: string;
  url: string;
  secret: string;
}

export interface DeliveryResult {
  state: 'pending' | 'delivered' | 'failed';
  status?: number;
  error?: string;
  /** when `pending`: the next attempt */
  nextAttempt?: string;
}

export interface Passkey {
  /** the credential id, base64url */
  id: string;
  /** the COSE public key, base64url */
  publicKey: string;
  counter: number;
  transports: string[];
  createdAt: string;
}

export interface SecondFactors {
  /** the Base32 secret and the last time step a code was used at (-1: none yet) */
  totp?: { secret: string; enrolledAt: string; lastStep: number };
  recoveryHashes: string[];
  passkeys: Passkey[];
}

/**
 * The one way a config set goes live (engine/store/publish.ts): the files are linted by the
 * same gate as CI and the server (engine/lint/gate.ts, in memory), checked against the
 * fleet, then stored and made live in one transaction. The operator API, the CLIs and the watched
 * CONFIG_DIR of `npm run dev` all publish through it.
 */
export interface PublishRequest {
  files: FileMap;
  parent: string | null;
  author: string;
  message: string;
  kind: RevisionKind;
  restores?: string;
  /** an admin's audited override of the fleet check */
  force?: boolean;
  /** an admin's audited override: `$lint` / config-lint.json may silence errors too */
  allowErrorSuppressions?: boolean;
}

export type PublishOutcome =
  /** `forced`: the fleet check was overridden, and these live sites were taken down (and forgotten) */
  | { ok: true; revision: RevisionMeta; lint: LintSummary; forced?: { domains: string[]; problems: LintProblem[] } }
  /**
   * lint errors (or the fleet check) refused it: nothing was stored. `report` is config-lint's text
   * output; `revision` the content id the files would have had, when the lint got that far.
   */
  | { ok: false; status: 422; message: string; lint: LintSummary; report?: string; revision?: string }
  /** the parent is no longer live */
  | { ok: false; status: 409; live: string | null };

export interface ConfigPublisher {
  lint(files: FileMap): Promise<LintSummary>;
  publish(request: PublishRequest): Promise<PublishOutcome>;
}

/** A publish an admin forced past the fleet check: the live sites it took down, and who forced it. */
export interface ForcedPublish {
  revision: string;
  by: string;
  domains: string[];
  problems: LintProblem[];
}

/** One site as the startup data of a render named it. */
export interface ServedSite {
  domain: string;
  theme_code: string;
  theme_color: string;
  /** the language codes the site offers (its startup `language` list, upper case): what its brand copy must be written in */
  languages: string[];
}

/** What one edit made a draft version change (issue 49, no lost edits): `file#pointer` of every value it changed. */
export interface DraftChange {
  version: number;
  by: string;
  at: string;
  /** `path#/json/pointer`; an array whose length changed is named itself, a created or deleted file as `path#` */
  changed: string[];
}

/** One studio tab's presence (issue 49): what it has open, until it expires. */
export interface PresenceRecord {
  /** the session's id hash: never shown to another operator */
  session: string;
  /** the tab's own id within the session */
  tab: string;
  account: string;
  draft?: string;
  template?: string;
  node?: string;
  /** ISO 8601 */
  expiresAt: string;
}
