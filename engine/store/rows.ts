import { revisionId } from './ids.ts';
import type {
  Account,
  ApiToken,
  ApiTokenSummary,
  AuditEntry,
  Draft,
  FleetSite,
  Grant,
  LintSummary,
  Passkey,
  RevisionKind,
  RevisionMeta,
  Role,
  Session,
} from './types.ts';
import { EMPTY_REVIEW, type DraftReview } from '../../schemas/operator-api/review.ts';

/** The columns both SQL stores keep; JSON columns arrive as text (SQLite) or parsed (Postgres jsonb). */
type Json<T> = T | string;
const parsed = <T>(value: Json<T>): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const iso = (value: string | Date): string => (value instanceof Date ? value.toISOString() : value);

export interface RevisionRow {
  seq: number | string;
  content_id: string;
  parent: number | string | null;
  author: string;
  message: string;
  created_at: string | Date;
  kind: string;
  restores: number | string | null;
  lint: Json<LintSummary>;
}

export function revisionMetaOf(row: RevisionRow): RevisionMeta {
  return {
    id: revisionId(Number(row.seq)),
    contentId: row.content_id,
    parent: row.parent === null ? null : revisionId(Number(row.parent)),
    author: row.author,
    message: row.message,
    createdAt: iso(row.created_at),
    kind: row.kind as RevisionKind,
    ...(row.restores !== null ? { restores: revisionId(Number(row.restores)) } : {}),
    lint: parsed(row.lint),
  };
}

export interface DraftRow {
  id: string;
  owner: string;
  title: string;
  parent: string;
  files?: Json<Record<string, string>>;
  version: number | string;
  created_at: string | Date;
  updated_at: string | Date;
  /** NULL for the drafts stored before review (issue 49): the owner alone edited them, nobody reviewed them */
  editors?: Json<string[]> | null;
  review?: Json<DraftReview> | null;
}

export function draftOf(row: DraftRow & { files: Json<Record<string, string>> }): Draft {
  return { ...draftMetaOf(row), files: parsed(row.files) };
}

export function draftMetaOf(row: DraftRow): Omit<Draft, 'files'> {
  return {
    id: row.id,
    owner: row.owner,
    title: row.title,
    parent: row.parent,
    version: Number(row.version),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    editors: row.editors === null || row.editors === undefined ? [row.owner] : parsed(row.editors),
    review: row.review === null || row.review === undefined ? { ...EMPTY_REVIEW } : parsed(row.review),
  };
}

export interface AccountRow {
  name: string;
  password_hash: string;
  grants: Json<Account['grants']>;
  created_at: string | Date;
  disabled: number | boolean;
  // single sign-on (issue 50): NULL for a local account
  source: string | null;
  subject: string | null;
}

export function accountOf(row: AccountRow): Account {
  return {
    name: row.name,
    passwordHash: row.password_hash,
    grants: parsed(row.grants),
    createdAt: iso(row.created_at),
    disabled: Boolean(row.disabled),
    ...(row.source === 'oidc' && row.subject !== null ? { source: 'oidc' as const, subject: row.subject } : {}),
  };
}

export interface SessionRow {
  id_hash: string;
  account: string;
  csrf_token: string;
  created_at: string | Date;
  last_seen_at: string | Date;
  expires_at: string | Date;
  /** NULL until a step-up (and in a store from before second factors) */
  authenticated_at?: string | Date | null;
}

export function sessionOf(row: SessionRow): Session {
  return {
    idHash: row.id_hash,
    account: row.account,
    csrfToken: row.csrf_token,
    createdAt: iso(row.created_at),
    lastSeenAt: iso(row.last_seen_at),
    expiresAt: iso(row.expires_at),
    ...(row.authenticated_at ? { authenticatedAt: iso(row.authenticated_at) } : {}),
  };
}

export interface AuditRow {
  seq: number | string;
  at: string | Date;
  actor: string;
  action: string;
  revision: string | null;
  client: string | null;
  outcome: string;
  detail: Json<Record<string, unknown>>;
  /** NULL on an entry from before the chain */
  prev_hash?: string | null;
  hash?: string | null;
}

export function auditOf(row: AuditRow): AuditEntry {
  return {
    seq: Number(row.seq),
    at: iso(row.at),
    actor: row.actor,
    action: row.action,
    revision: row.revision,
    client: row.client,
    outcome: row.outcome === 'refused' ? 'refused' : 'ok',
    detail: parsed(row.detail),
    ...(row.prev_hash && row.hash ? { prevHash: row.prev_hash, hash: row.hash } : {}),
  };
}

export interface SiteRow {
  domain: string;
  theme_code: string;
  theme_color: string;
  /** NULL for a site recorded before the store kept languages */
  languages: Json<string[]> | null;
  seen: string | Date;
}

export function fleetSiteOf(row: SiteRow): FleetSite {
  return {
    domain: row.domain,
    theme_code: row.theme_code,
    theme_color: row.theme_color,
    ...(row.languages !== null ? { languages: parsed(row.languages) } : {}),
    seen: iso(row.seen),
  };
}

export interface ApiTokenRow {
  id: string;
  secret_hash: string;
  name: string;
  account: string;
  role: string;
  scope: Json<Grant['scope']>;
  created_at: string | Date;
  last_used_at: string | Date | null;
  expires_at: string | Date;
}

export function apiTokenOf(row: ApiTokenRow): ApiToken {
  return { ...apiTokenSummaryOf(row), secretHash: row.secret_hash };
}

export function apiTokenSummaryOf(row: ApiTokenRow): ApiTokenSummary {
  return {
    id: row.id,
    name: row.name,
    account: row.account,
    grant: { role: row.role as Role, scope: parsed(row.scope) },
    createdAt: iso(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : iso(row.last_used_at),
    expiresAt: iso(row.expires_at),
  };
}

// second factors (issue 50 part 3)
export interface PasskeyRow {
  id: string;
  public_key: string;
  counter: number | string;
  transports: Json<string[]>;
  created_at: string | Date;
}

export function passkeyOf(row: PasskeyRow): Passkey {
  return { id: row.id, publicKey: row.public_key, counter: Number(row.counter), transports: parsed(row.transports), createdAt: iso(row.created_at) };
}

export interface TotpRow {
  secret: string;
  enrolled_at: string | Date;
  last_step: number | string;
}

export const totpOf = (row: TotpRow) => ({ secret: row.secret, enrolledAt: iso(row.enrolled_at), lastStep: Number(row.last_step) });
