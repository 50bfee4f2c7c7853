/**
 * Review and approval in the studio (issue 49, docs/operators.md "Review and approval"): the open
 * draft's review and comments, the queue of drafts waiting for the operator, asking for review,
 * commenting, resolving, approving; and opening another operator's shared draft (from the queue, or
 * a viewer's first shared draft). The server judges every step; this only shows and asks.
 */
import type { ReviewQueueItem, ReviewStatus } from '../../../schemas/operator-api/review-answers.ts';
import type { CommentTarget, ReviewComment } from '../../../schemas/operator-api/review.ts';
import { describe, type Kit } from './kit.ts';
import { loadCatalog } from './catalog.ts';
import { loadLint } from './problems.ts';
import { loadView } from './selection.ts';

export interface ReviewSlice {
  /** the open draft's review; null with no draft (or before it is read) */
  review: ReviewStatus | null;
  comments: ReviewComment[];
  /** the drafts waiting for this operator's review; null until asked */
  queue: ReviewQueueItem[] | null;
  loadReview(): Promise<void>;
  loadQueue(): Promise<void>;
  /** null when asked, else why not */
  requestReview(reviewers: string[], note: string): Promise<string | null>;
  addComment(text: string, target?: CommentTarget, replyTo?: string): Promise<string | null>;
  resolveComment(id: string): Promise<string | null>;
  approve(decision: 'approve' | 'changes', note: string): Promise<string | null>;
  /** makes another draft the studio's (a shared one from the queue) */
  openDraft(id: string): Promise<void>;
}

/** What a refused review step says to the operator. */
const refusal = (error: unknown) => describe(error);

export function createReviewSlice(kit: Kit): ReviewSlice {
  const { api, get, set } = kit;
  /** runs `step` on the open draft, then reads its review again: null, or why it failed */
  const onDraft = async (step: (id: string) => Promise<unknown>): Promise<string | null> => {
    const draft = get().draft;
    if (!draft) return 'There is no draft open.';
    try {
      await step(draft.id);
      await loadReview(kit);
      return null;
    } catch (error) {
      return refusal(error);
    }
  };
  return {
    review: null,
    comments: [],
    queue: null,
    loadReview: () => loadReview(kit),
    async loadQueue() {
      try {
        const queue = await api.reviews();
        set((s) => {
          s.queue = queue;
        });
      } catch (error) {
        kit.failed(error, 'read the review queue');
      }
    },
    requestReview: (reviewers, note) => onDraft((id) => api.requestReview(id, reviewers, note || undefined)),
    addComment: (text, target, replyTo) => onDraft((id) => api.comment(id, text, target, replyTo)),
    resolveComment: (comment) => onDraft((id) => api.resolveComment(id, comment)),
    approve: (decision, note) => onDraft((id) => api.approve(id, decision, note || undefined)),
    async openDraft(id) {
      try {
        const draft = await api.draft(id);
        set((s) => {
          s.draft = draft;
          s.undoStack = [];
          s.redoStack = [];
          s.saveState = 'saved';
        });
        await Promise.all([loadCatalog(kit), loadView(kit), loadLint(kit), loadReview(kit)]);
        get().say('info', `Opened ${draft.owner}’s draft “${draft.title}”.`);
      } catch (error) {
        kit.failed(error, 'open the draft');
      }
    },
  };
}

export async function loadReview({ api, get, set, failed }: Kit): Promise<void> {
  const draft = get().draft;
  if (!draft) {
    set((s) => {
      s.review = null;
      s.comments = [];
    });
    return;
  }
  try {
    const [review, comments] = await Promise.all([api.reviewStatus(draft.id), api.comments(draft.id)]);
    if (get().draft?.id !== draft.id) return;
    set((s) => {
      s.review = review;
      s.comments = comments;
    });
  } catch (error) {
    failed(error, 'read the draft’s review');
  }
}
