/**
 * What the operator API answers besides the studio contract (docs/operators.md "Operator API"): the
 * session, revisions, drafts, the diff and the error body. Written out here because the studio is a
 * browser bundle that never imports src/server; the shapes follow src/server/store/types.ts and
 * src/server/operator/diff.ts field for field.
 */
import type { FileMap } from '../../tools/studio/contract.ts';

export type Role = 'viewer' | 'editor' | 'publisher' | 'admin';

export interface Grant {
  role: Role;
  scope: '*' | string[];
}

/** `POST /api/login` and `GET /api/session` */
export interface SessionInfo {
  account: string;
  grants: Grant[];
  csrfToken?: string;
  expiresAt: string;
  idleTimeoutSeconds?: number;
}

// the store's own shapes, through the studio's contract (the studio never imports src/server)
import type { LintSummary, StoredProblem as ProblemSummary } from '../../tools/studio/contract.ts';

export type { LintSummary, ProblemSummary };

export interface RevisionMeta {
  id: string;
  contentId: string;
  parent: string | null;
  author: string;
  message: string;
  createdAt: string;
  kind: 'seed' | 'publish' | 'rollback' | 'import' | 'files';
  restores?: string;
  lint: LintSummary;
}

export interface Revision extends RevisionMeta {
  files: FileMap;
}

export interface History {
  items: RevisionMeta[];
  next?: string;
  live: string | null;
}

export interface Draft {
  id: string;
  owner: string;
  title: string;
  parent: string;
  files: FileMap;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export type DraftSummary = Omit<Draft, 'files'>;

export interface ValueChange {
  pointer: string;
  from?: unknown;
  to?: unknown;
}

export interface PropChange {
  name: string;
  from?: unknown;
  to?: unknown;
}

export interface AtChange extends PropChange {
  breakpoint: string;
}

export interface NodeChange {
  change: 'added' | 'removed' | 'modified';
  widget: string;
  id?: string;
  fromPointer?: string;
  toPointer?: string;
  moved?: boolean;
  props: PropChange[];
  at: AtChange[];
  other: ValueChange[];
}

export interface FileChange {
  file: string;
  change: 'added' | 'removed' | 'modified';
  unparsable?: boolean;
  nodes: NodeChange[];
  values: ValueChange[];
}

export interface ConfigDiff {
  files: FileChange[];
  summary: { added: number; removed: number; modified: number; unchanged: number };
}

/** `POST /api/publish` and `POST /api/rollback` answer 201 with this. */
export interface PublishResult {
  revision: RevisionMeta;
  lint: LintSummary;
}
