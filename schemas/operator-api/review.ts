/**
 * Review and four-eyes approval of drafts (issue 49 parts 2 and 3, docs/operators.md "Review and
 * approval"): what the store keeps with a draft (who edited it, its review, approvals and comments)
 * and the bodies the review endpoints read. The comment target's schema is its type's source.
 */
import type { FromSchema } from 'json-schema-to-ts';

const name = { type: 'string', minLength: 1, maxLength: 200 } as const;

/** What a comment is attached to: the whole draft, a node of a page (its path), or one prop of it at a breakpoint. */
export const commentTargetSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['template', 'page'],
  properties: {
    template: name,
    page: name,
    node: { type: 'string', minLength: 1, maxLength: 500, description: 'the node path as the studio names it (page:/children/0)' },
    prop: name,
    breakpoint: name,
  },
  dependencies: { prop: ['node'], breakpoint: ['prop'] },
} as const;

export type CommentTarget = FromSchema<typeof commentTargetSchema>;

/** A comment's text: what a reviewer writes, never markup (the studio shows it as text). */
export const commentTextSchema = { type: 'string', minLength: 1, maxLength: 2_000 } as const;

/** The most comments one draft keeps: a review, not a chat log. */
export const MAX_COMMENTS_PER_DRAFT = 500;

export type ReviewState = 'open' | 'in-review' | 'approved' | 'changes-requested';

/** One operator's approval of exactly one content of the draft (its content id): any edit voids it. */
export interface Approval {
  by: string;
  at: string;
  contentId: string;
  /** the templates needing approval it covered (the approver published over each) */
  templates: string[];
}

export interface ReviewComment {
  id: string;
  author: string;
  at: string;
  text: string;
  /** absent: on the draft as a whole */
  target?: CommentTarget;
  /** the comment this one answers (a thread hangs off its first comment) */
  replyTo?: string;
  resolved?: { by: string; at: string };
}

/** A draft's review as the store keeps it: a draft nobody asked to review is `open`, with nothing else. */
export interface DraftReview {
  state: ReviewState;
  /** the accounts asked to review, named by the requester */
  reviewers: string[];
  note?: string;
  requestedBy?: string;
  requestedAt?: string;
  /** the last reviewer's decision asking for changes */
  changesRequested?: { by: string; at: string; note?: string };
  approvals: Approval[];
  comments: ReviewComment[];
}

export const EMPTY_REVIEW: DraftReview = { state: 'open', reviewers: [], approvals: [], comments: [] };

/** Whether the draft may be published as far as four-eyes approval goes (engine/review/approval.ts decides). */
export type ApprovalVerdict =
  | { ok: true; approval?: Approval }
  /** no approval by a non-editor covers these templates */
  | { ok: false; error: 'approvalRequired'; templates: string[] }
  /** an approval exists, but for content the draft no longer has */
  | { ok: false; error: 'approvalStale'; templates: string[]; approval: Approval };
