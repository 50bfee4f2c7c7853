/**
 * What the operator API answers besides the studio contract (docs/operators.md "Operator API"): the
 * session and the bodies of publish and history. The store's shapes (revisions, drafts, grants, lint
 * summaries) and the diff come from their one home, schemas/operator-api.ts, through the studio's
 * contract: the studio is a browser bundle that never imports src/server.
 */
import type { Draft, Grant, LintSummary, RevisionMeta } from '../../engine/studio/contract.ts';

// the contract's shapes, the store's and the diff's among them, are this module's too
export type * from '../../engine/studio/contract.ts';

/** `POST /api/login` and `GET /api/session` */
export interface SessionInfo {
  account: string;
  grants: Grant[];
  csrfToken?: string;
  expiresAt: string;
  idleTimeoutSeconds?: number;
}

export interface History {
  items: RevisionMeta[];
  next?: string;
  live: string | null;
}

export type DraftSummary = Omit<Draft, 'files'>;

/** `POST /api/publish` and `POST /api/rollback` answer 201 with this. */
export interface PublishResult {
  revision: RevisionMeta;
  lint: LintSummary;
}
