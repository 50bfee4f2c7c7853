import type { Draft, FileMap, PublishOutcome, Revision, RevisionKind } from '../../../../engine/store/types.ts';
import { publishVerdict } from '../../../../engine/review/approval.ts';
import { callerOf, type Handlers, type OperatorContext } from '../context.ts';
import { requireRole, requireScope, revisionOrLive } from '../access.ts';
import { diffConfigSets } from '../../../../engine/diff/diff.ts';
import { notFound, OperatorError } from '../http.ts';
import { touchedTemplates } from '../scope.ts';
import { setLiveRevision } from '../../process/metrics.ts';

interface Publishing {
  files: FileMap;
  parent: Revision;
  message: string;
  kind: RevisionKind;
  restores?: string;
  /** the draft published, whose editors and approvals the four-eyes check reads */
  draft?: Draft;
}

/**
 * 409 approvalRequired / approvalStale when a template the change touches needs an approval the
 * change lacks (engine/review/approval.ts). A rollback is exempt: it restores files that were live
 * before, and waiting for a second operator is what an incident cannot afford (docs/operators.md).
 */
function requireApproval(ctx: OperatorContext, what: Publishing): void {
  if (what.kind === 'rollback') return;
  const verdict = publishVerdict(
    what.parent.files,
    { files: what.files, ...(what.draft ? { editors: what.draft.editors, approvals: what.draft.review.approvals } : {}) },
    touchedTemplates(what.parent.files, what.files),
  );
  if (verdict.ok) {
    if (verdict.approval) ctx.audit.detail['approvedBy'] = verdict.approval.by;
    return;
  }
  ctx.deps.metrics.refusals.inc({ reason: 'approval' });
  ctx.audit.detail['approval'] = { error: verdict.error, templates: verdict.templates };
  const message =
    verdict.error === 'approvalStale'
      ? `the draft changed after ${verdict.approval.by} approved it: it needs approving again`
      : `${verdict.templates.join(', ')} need${verdict.templates.length === 1 ? 's' : ''} an approval by a publisher who did not edit the draft`;
  throw new OperatorError(409, verdict.error, message, { templates: verdict.templates });
}

/** 403 for a role or scope the caller lacks, counted as a refusal. */
function requirePublisher(ctx: OperatorContext, from: FileMap, to: FileMap): void {
  try {
    requireScope(ctx, touchedTemplates(from, to));
  } catch (error) {
    ctx.deps.metrics.refusals.inc({ reason: 'role' });
    throw error;
  }
}

async function stale(ctx: OperatorContext, parent: Revision, liveId: string | null): Promise<OperatorError> {
  ctx.deps.metrics.refusals.inc({ reason: 'stale' });
  const live = liveId ? await ctx.deps.store.backend.revision(liveId) : undefined;
  return new OperatorError(409, 'staleParent', `${parent.id} is no longer live${liveId ? ` (${liveId} is): rebase the change on it` : ''}`, {
    parent: parent.id,
    live: liveId,
    diff: diffConfigSets(parent.files, live?.files ?? {}),
  });
}

/** The admin-only overrides a body may ask for: each is audited. */
function overrides(ctx: OperatorContext, body: { force?: boolean; allowErrorSuppressions?: boolean }): { force?: boolean; allowErrorSuppressions?: boolean } {
  const force = body.force === true;
  const allowErrorSuppressions = body.allowErrorSuppressions === true;
  if (force || allowErrorSuppressions) {
    ctx.audit.detail['overrides'] = { force, allowErrorSuppressions };
    requireRole(ctx, 'admin', '*');
  }
  return { ...(force ? { force } : {}), ...(allowErrorSuppressions ? { allowErrorSuppressions } : {}) };
}

async function publish(ctx: OperatorContext, what: Publishing, extra: ReturnType<typeof overrides>) {
  const { backend, publisher } = ctx.deps.store;
  // a refusal is recorded against the revision it was made on; a publish, against the one it made
  ctx.audit.revision = what.parent.id;
  requirePublisher(ctx, what.parent.files, what.files);
  requireApproval(ctx, what);
  const liveId = (await backend.liveId()) ?? null;
  if (liveId !== what.parent.id) throw await stale(ctx, what.parent, liveId);
  const outcome: PublishOutcome = await publisher.publish({
    files: what.files,
    parent: what.parent.id,
    author: callerOf(ctx).account.name,
    message: what.message,
    kind: what.kind,
    ...(what.restores ? { restores: what.restores } : {}),
    ...extra,
  });
  if (!outcome.ok && outcome.status === 409) throw await stale(ctx, what.parent, outcome.live);
  if (!outcome.ok) {
    ctx.deps.metrics.refusals.inc({ reason: 'lint' });
    ctx.audit.detail['errors'] = outcome.lint.errors;
    throw new OperatorError(422, 'lintErrors', outcome.message, { lint: outcome.lint, problems: outcome.lint.problems });
  }
  ctx.deps.metrics.publishes.inc({ kind: what.kind });
  setLiveRevision(outcome.revision.id, outcome.revision.contentId);
  ctx.audit.revision = outcome.revision.id;
  return { status: 201, body: { revision: outcome.revision, lint: outcome.lint } };
}

export const publishHandlers: Handlers<'publish' | 'rollback'> = {
  async publish(ctx, body) {
    const extra = overrides(ctx, body);
    const { backend } = ctx.deps.store;
    if (body.draft !== undefined) {
      ctx.audit.detail['draft'] = body.draft;
      const draft = await backend.draft(body.draft);
      if (!draft) throw notFound(`no draft ${body.draft.slice(0, 100)}`);
      if (body.version !== undefined && body.version !== draft.version)
        throw new OperatorError(409, 'draftChanged', 'the draft changed since that version: review it again', { version: draft.version });
      const parent = await revisionOrLive(ctx, draft.parent);
      ctx.audit.detail['parent'] = parent.id;
      const reply = await publish(ctx, { files: draft.files, parent, message: body.message, kind: 'publish', draft }, extra);
      await backend.deleteDraft(draft.id);
      return reply;
    }
    const { files, parent: parentId } = body;
    // the body's schema asks for both when it names no draft
    if (files === undefined || parentId === undefined) throw new Error('publish: a body without a draft passed its schema without files or parent');
    ctx.audit.detail['parent'] = parentId;
    const parent = await revisionOrLive(ctx, parentId);
    return publish(ctx, { files, parent, message: body.message, kind: 'publish' }, extra);
  },
  async rollback(ctx, body) {
    ctx.audit.detail['restores'] = body.revision;
    const extra = overrides(ctx, body);
    const target = await revisionOrLive(ctx, body.revision);
    const live = await revisionOrLive(ctx, 'live');
    return publish(
      ctx,
      { files: target.files, parent: live, message: body.message ?? `rollback to ${target.id}`, kind: 'rollback', restores: target.id },
      extra,
    );
  },
};
