/** What the review endpoints answer (issue 49): types only, beside ./answers.ts. */
import type { DraftSummary } from './answers.ts';
import type { Approval, ApprovalVerdict, DraftReview, ReviewState } from './review.ts';

/** Whether the caller may approve the draft, and if not, why (the studio shows the reason by the button). */
export type MayApprove = { ok: true } | { ok: false; reason: 'editor' | 'role'; message: string };

/** `GET|POST /api/drafts/:id/review`, `POST /api/drafts/:id/approve`: a draft's review as it stands now. */
export interface ReviewStatus extends Omit<DraftReview, 'comments' | 'state'> {
  draft: string;
  version: number;
  owner: string;
  editors: string[];
  /**
   * the stored state, except that an approval of content the draft no longer has reads `in-review`
   * (its verdict says `approvalStale`)
   */
  state: ReviewState;
  /** the content id of the draft's files now: what an approval is bound to */
  contentId: string;
  /** the templates the draft touches that need an approval to go live (empty: none needed) */
  needsApproval: string[];
  verdict: ApprovalVerdict;
  mayApprove: MayApprove;
  /** comments not yet resolved */
  openComments: number;
  approvals: Approval[];
}

/** `GET /api/reviews`: one draft waiting for review that the caller may review or publish. */
export interface ReviewQueueItem {
  draft: Omit<DraftSummary, 'review'>;
  state: ReviewState;
  reviewers: string[];
  note?: string;
  requestedBy?: string;
  requestedAt?: string;
  /** the caller is one of the reviewers the requester named */
  named: boolean;
  needsApproval: string[];
  mayApprove: MayApprove;
  openComments: number;
}
