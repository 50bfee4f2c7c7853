/**
 * Review and four-eyes approval of drafts (issue 49 parts 2 and 3, docs/operators.md "Review and
 * approval"): an editor asks for review, whoever views the draft's templates comments, a publisher
 * who did not edit it approves exactly its current content or asks for changes. The publish path
 * (./publish.ts) refuses a draft that needs an approval it lacks.
 */
import { randomUUID } from 'node:crypto';
import type { Account, Draft } from '../../../../engine/store/types.ts';
import { allows, type Touched } from '../../../../engine/accounts/roles.ts';
import { approvalNeeded, approvalVerdict } from '../../../../engine/review/approval.ts';
import { contentIdOf } from '../../../../engine/store/content-id.ts';
import type { MayApprove, ReviewQueueItem, ReviewStatus } from '../../../../schemas/operator-api/review-answers.ts';
import { MAX_COMMENTS_PER_DRAFT, type DraftReview, type ReviewComment } from '../../../../schemas/operator-api/review.ts';
import { callerOf, type Handlers, type OperatorContext } from '../context.ts';
import { draftOf, requireRole } from '../access.ts';
import { requireDraftRole } from '../draft-scope.ts';
import { notFound, OperatorError } from '../http.ts';
import { touchedTemplates } from '../scope.ts';

/** An approver's history kept per draft: the newest ones (only the newest can match the content). */
const MAX_APPROVALS = 20;

interface Judged {
  touched: Touched;
  /** the templates it touches that need an approval */
  needed: string[];
}

async function judged(ctx: OperatorContext, draft: Draft): Promise<Judged> {
  const parent = await ctx.deps.store.backend.revision(draft.parent);
  const touched = parent ? touchedTemplates(parent.files, draft.files) : '*';
  return { touched, needed: approvalNeeded(parent?.files ?? {}, draft.files, touched) };
}

function mayApprove(account: Account, draft: Draft, { touched, needed }: Judged): MayApprove {
  if (draft.editors.includes(account.name))
    return { ok: false, reason: 'editor', message: `${account.name} edited this draft: a publisher who did not approves it` };
  const over = needed.length > 0 ? needed : touched;
  if (!allows(account.grants, 'publisher', over))
    return {
      ok: false,
      reason: 'role',
      message: `approving needs the publisher role over ${over === '*' ? 'every template' : over.join(', ') || 'a template'}`,
    };
  return { ok: true };
}

const openComments = (review: DraftReview) => review.comments.filter((c) => !c.resolved).length;

function statusOf(account: Account, draft: Draft, judgement: Judged): ReviewStatus {
  const { comments: _comments, state, ...review } = draft.review;
  const contentId = contentIdOf(draft.files);
  const latest = review.approvals.at(-1);
  return {
    ...review,
    draft: draft.id,
    version: draft.version,
    owner: draft.owner,
    editors: draft.editors,
    // an approval of files the draft no longer holds is back in review
    state: state === 'approved' && latest?.contentId !== contentId ? 'in-review' : state,
    contentId,
    needsApproval: judgement.needed,
    verdict: approvalVerdict(draft, review.approvals, judgement.needed),
    mayApprove: mayApprove(account, draft, judgement),
    openComments: openComments(draft.review),
  };
}

/**
 * Stores a change of the draft's review, or 404 when the draft went meanwhile. A refusal the change
 * throws is answered as itself: the guarded store (../store-access.ts) would call it the store's failure.
 */
async function changeReview(ctx: OperatorContext, draft: Draft, change: (current: Draft) => DraftReview): Promise<Draft> {
  let refusal: OperatorError | undefined;
  const refusing = (current: Draft): DraftReview => {
    try {
      return change(current);
    } catch (error) {
      if (error instanceof OperatorError) refusal = error;
      throw error;
    }
  };
  const changed = await ctx.deps.store.backend.changeDraftReview(draft.id, refusing).catch((error: unknown) => {
    throw refusal ?? error;
  });
  if (!changed) throw notFound(`no draft ${draft.id}`);
  return changed;
}

const at = (ctx: OperatorContext) => new Date(ctx.deps.now()).toISOString();

export const reviewHandlers: Handlers<
  'reviewStatus' | 'reviewRequest' | 'reviewsQueue' | 'commentsList' | 'commentsAdd' | 'commentsResolve' | 'draftsApprove'
> = {
  async reviewStatus(ctx) {
    const draft = await draftOf(ctx);
    ctx.audit.revision = draft.parent;
    await requireDraftRole(ctx, draft, 'viewer');
    return { body: statusOf(callerOf(ctx).account, draft, await judged(ctx, draft)) };
  },

  async reviewRequest(ctx, body) {
    const { account } = callerOf(ctx);
    const draft = await draftOf(ctx);
    ctx.audit.revision = draft.parent;
    const touched = await requireDraftRole(ctx, draft, 'editor');
    const reviewers = body.reviewers ?? [];
    ctx.audit.detail['reviewers'] = reviewers;
    for (const name of reviewers) {
      const reviewer = await ctx.deps.store.backend.account(name);
      if (!reviewer || reviewer.disabled) throw new OperatorError(400, 'unknownReviewer', `no account ${name} to ask`, { field: 'reviewers', name });
      if (!allows(reviewer.grants, 'viewer', touched))
        throw new OperatorError(400, 'reviewerCannotRead', `${name} may not view every template this draft changes`, { field: 'reviewers', name });
    }
    const changed = await changeReview(ctx, draft, ({ review }) => {
      const { changesRequested: _done, note: _old, ...rest } = review;
      return {
        ...rest,
        state: 'in-review',
        reviewers,
        ...(body.note ? { note: body.note } : {}),
        requestedBy: account.name,
        requestedAt: at(ctx),
      };
    });
    return { body: statusOf(account, changed, await judged(ctx, changed)) };
  },

  async reviewsQueue(ctx) {
    const { account } = callerOf(ctx);
    const { backend } = ctx.deps.store;
    const items: ReviewQueueItem[] = [];
    for (const summary of await backend.drafts()) {
      if (summary.review.state !== 'in-review' && summary.review.state !== 'approved') continue;
      const draft = await backend.draft(summary.id);
      if (!draft) continue;
      const judgement = await judged(ctx, draft);
      const named = draft.review.reviewers.includes(account.name);
      const reviews = (named && allows(account.grants, 'viewer', judgement.touched)) || allows(account.grants, 'publisher', judgement.touched);
      if (!reviews) continue;
      const { files: _files, review, ...meta } = draft;
      items.push({
        draft: meta,
        state: statusOf(account, draft, judgement).state,
        reviewers: review.reviewers,
        ...(review.note ? { note: review.note } : {}),
        ...(review.requestedBy ? { requestedBy: review.requestedBy } : {}),
        ...(review.requestedAt ? { requestedAt: review.requestedAt } : {}),
        named,
        needsApproval: judgement.needed,
        mayApprove: mayApprove(account, draft, judgement),
        openComments: openComments(review),
      });
    }
    // the reviewers named first, then the longest waiting
    items.sort((a, b) => Number(b.named) - Number(a.named) || (a.requestedAt ?? '').localeCompare(b.requestedAt ?? ''));
    return { body: { items } };
  },

  async commentsList(ctx) {
    const draft = await draftOf(ctx);
    ctx.audit.revision = draft.parent;
    await requireDraftRole(ctx, draft, 'viewer');
    return { body: { items: draft.review.comments } };
  },

  async commentsAdd(ctx, body) {
    const { account } = callerOf(ctx);
    const draft = await draftOf(ctx);
    ctx.audit.revision = draft.parent;
    await requireDraftRole(ctx, draft, 'viewer');
    const comment: ReviewComment = { id: randomUUID(), author: account.name, at: at(ctx), text: body.text };
    const changed = await changeReview(ctx, draft, ({ review }) => {
      if (review.comments.length >= MAX_COMMENTS_PER_DRAFT)
        throw new OperatorError(409, 'commentQuota', `a draft keeps at most ${MAX_COMMENTS_PER_DRAFT} comments`, { limit: MAX_COMMENTS_PER_DRAFT });
      const parent = body.replyTo === undefined ? undefined : review.comments.find((c) => c.id === body.replyTo);
      if (body.replyTo !== undefined && !parent)
        throw new OperatorError(400, 'unknownComment', 'the comment replied to is not on this draft', { field: 'replyTo' });
      // a reply belongs to its thread: where the thread's first comment points
      const target = parent ? parent.target : body.target;
      Object.assign(comment, target ? { target } : {}, parent ? { replyTo: parent.replyTo ?? parent.id } : {});
      return { ...review, comments: [...review.comments, comment] };
    });
    ctx.audit.detail['comment'] = comment.id;
    if (comment.target) ctx.audit.detail['target'] = comment.target;
    return { status: 201, body: changed.review.comments.find((c) => c.id === comment.id) ?? comment };
  },

  async commentsResolve(ctx) {
    const { account } = callerOf(ctx);
    const draft = await draftOf(ctx);
    ctx.audit.revision = draft.parent;
    await requireDraftRole(ctx, draft, 'viewer');
    const id = ctx.params['comment']!;
    ctx.audit.detail['comment'] = id;
    const changed = await changeReview(ctx, draft, ({ review }) => {
      if (!review.comments.some((c) => c.id === id)) throw notFound(`no comment ${id.slice(0, 100)} on this draft`);
      const resolved = { by: account.name, at: at(ctx) };
      return { ...review, comments: review.comments.map((c) => (c.id === id && !c.resolved ? { ...c, resolved } : c)) };
    });
    const comment = changed.review.comments.find((c) => c.id === id);
    if (!comment) throw notFound(`no comment ${id.slice(0, 100)} on this draft`);
    return { body: comment };
  },

  async draftsApprove(ctx, body) {
    const { account } = callerOf(ctx);
    const draft = await draftOf(ctx);
    ctx.audit.revision = draft.parent;
    await requireDraftRole(ctx, draft, 'viewer');
    const judgement = await judged(ctx, draft);
    const decision = body.decision ?? 'approve';
    ctx.audit.detail['decision'] = decision;
    ctx.audit.detail['templates'] = judgement.needed;
    const may = mayApprove(account, draft, judgement);
    if (!may.ok && may.reason === 'editor') throw new OperatorError(403, 'ownEdit', may.message, { editors: draft.editors });
    if (!may.ok) requireRole(ctx, 'publisher', judgement.needed.length > 0 ? judgement.needed : judgement.touched);
    const contentId = contentIdOf(draft.files);
    ctx.audit.detail['contentId'] = contentId;
    const when = at(ctx);
    const changed = await changeReview(ctx, draft, ({ review, files, editors }) => {
      // what was judged is what is approved: an edit or a new editor in between refuses it
      if (contentIdOf(files) !== contentId || editors.includes(account.name))
        throw new OperatorError(409, 'draftChanged', 'the draft changed while you reviewed it: review it again');
      const note = body.note ? [{ id: randomUUID(), author: account.name, at: when, text: body.note }] : [];
      if (decision === 'changes')
        return {
          ...review,
          state: 'changes-requested',
          changesRequested: { by: account.name, at: when, ...(body.note ? { note: body.note } : {}) },
          comments: [...review.comments, ...note],
        };
      const { changesRequested: _done, ...rest } = review;
      return {
        ...rest,
        state: 'approved',
        approvals: [...review.approvals, { by: account.name, at: when, contentId, templates: judgement.needed }].slice(-MAX_APPROVALS),
        comments: [...review.comments, ...note],
      };
    });
    return { body: statusOf(account, changed, await judged(ctx, changed)) };
  },
};
