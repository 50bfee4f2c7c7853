/**
 * The config store's contract (issue 28): published revisions and the live pointer, drafts,
 * operator accounts and sessions, the append-only audit log, and the fleet of served sites.
 * Implemented by an embedded SQLite file (libsql, the default) and by Postgres (CONFIG_STORE_URL);
 * the player server, the operator API and the CLIs (config-store, config-publish, operator) all
 * speak only this interface. Every method that changes two things does it in one transaction.
 */

import type {
  AccountSummary,
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

export type { AuditEntry, Draft, FileMap, Grant, LintSummary, Page, Revision, RevisionKind, RevisionMeta, Role };

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
  /** scrypt, as `scrypt$N$r$p$salt$hash` (base64url) */
  passwordHash: string;
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
}

export type NewAuditEntry = Omit<AuditEntry, 'seq' | 'at'> & { at?: string };

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
  updateDraft(id: string, version: number, change: Partial<Pick<Draft, 'title' | 'files' | 'parent'>>): Promise<Draft | undefined>;
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
