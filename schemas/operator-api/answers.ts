/**
 * What each operator endpoint answers (the table in ./endpoints.ts names one of these per endpoint).
 * Types only. The store's shapes come from schemas/operator-api.ts; the studio's views (catalog, page
 * view, an edit's result, a preview link) from the studio contract, engine/studio/contract.ts.
 */
import type { Catalog, EditResult, LintView, PageView, PreviewLink } from '../../engine/studio/contract.ts';
import type {
  AccountSummary,
  ApiTokenSummary,
  AuditEntry,
  ConfigDiff,
  DemoSite,
  DemoSitePointed,
  Draft,
  Grant,
  LintSummary,
  Page,
  Revision,
  RevisionMeta,
  VitalsAnswer,
} from '../operator-api.ts';

/** `POST /api/login` and `GET /api/session`: a CI token's session carries no CSRF token (`token: true`). */
export interface SessionInfo {
  account: string;
  grants: Grant[];
  csrfToken?: string;
  token?: true;
  expiresAt: string;
  idleTimeoutSeconds?: number;
}

export interface Ok {
  ok: true;
}

export interface Items<T> {
  items: T[];
}

/** `GET /api/revisions`: a page of the history, and which revision is live. */
export interface History extends Page<RevisionMeta> {
  live: string | null;
}

export type DraftSummary = Omit<Draft, 'files'>;

/** `POST /api/drafts/:id/lint`: the draft's lint as the publish gate judges it, for the version it read. */
export interface DraftLint extends LintView {
  draft: string;
  version: number;
}

/** `POST /api/publish` and `POST /api/rollback` answer 201 with this. */
export interface PublishResult {
  revision: RevisionMeta;
  lint: LintSummary;
}

/** `PATCH /api/accounts/:name`: what changed (never a password hash). */
export interface AccountChanged {
  name: string;
  grants?: Grant[];
  disabled?: boolean;
}

export interface MessageHit {
  key: string;
  /** language (a locales/ folder name: `en`, `cn`, …) → text */
  texts: Record<string, string>;
}

export type AuditPage = Page<AuditEntry>;
export type ConfigDiffAnswer = ConfigDiff & { from: string; to: string };

export type { AccountSummary, Catalog, DemoSite, DemoSitePointed, Draft, EditResult, PageView, PreviewLink, Revision, VitalsAnswer };

/** `POST /api/tokens`: the token, and its secret, shown this once (the store keeps only its hash). */
export type ApiTokenCreated = ApiTokenSummary & { secret: string };
export type { ApiTokenSummary };
