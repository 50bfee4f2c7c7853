import { callerOf, type Handlers } from '../context.ts';
import { draftOf, requireOwner, requireScope, revisionOrLive } from '../access.ts';
import { OperatorError } from '../http.ts';
import { allows } from '../../../../engine/accounts/roles.ts';
import { touchedTemplates } from '../scope.ts';
import { lintOf } from '../studio-lint.ts';
import { draftSaved } from '../../preview/draft-saves.ts';
import { DRAFTS_PER_MINUTE, MAX_OPEN_DRAFTS } from '../draft-quota.ts';
import { bothTouched, draftTouched, requireDraftRole, withEditor } from '../draft-scope.ts';
import type { OperatorContext } from '../context.ts';
import type { Account, Draft } from '../../../../engine/store/types.ts';

/** The drafts of other owners whose every touched template `account` may view, newest first. */
async function sharedDrafts(ctx: OperatorContext, account: Account): Promise<Omit<Draft, 'files'>[]> {
  const { backend } = ctx.deps.store;
  const out: Omit<Draft, 'files'>[] = [];
  for (const summary of await backend.drafts()) {
    if (summary.owner === account.name) continue;
    const draft = await backend.draft(summary.id);
    if (draft && allows(account.grants, 'viewer', await draftTouched(ctx, draft))) out.push(summary);
  }
  return out;
}

export const draftHandlers: Handlers<'draftsCreate' | 'draftsList' | 'draftsGet' | 'draftsUpdate' | 'draftsDelete' | 'draftsLint'> = {
  async draftsCreate(ctx, body) {
    const owner = callerOf(ctx).account.name;
    const wait = ctx.deps.draftRate.take(owner, ctx.deps.now());
    if (wait !== undefined)
      throw new OperatorError(
        429,
        'draftRate',
        `${owner} made ${DRAFTS_PER_MINUTE} drafts in the last minute: try again in ${wait} s`,
        { limit: DRAFTS_PER_MINUTE, retryAfter: wait },
        { 'retry-after': String(wait) },
      );
    const open = (await ctx.deps.store.backend.drafts(owner)).length;
    if (open >= MAX_OPEN_DRAFTS)
      throw new OperatorError(409, 'draftQuota', `${owner} has ${open} open drafts, the most one operator may keep: delete some first`, {
        limit: MAX_OPEN_DRAFTS,
      });
    const parent = await revisionOrLive(ctx, body.parent ?? 'live');
    const files = body.files ?? parent.files;
    requireScope(ctx, touchedTemplates(parent.files, files));
    const draft = await ctx.deps.store.backend.createDraft({
      owner,
      title: body.title ?? 'Untitled draft',
      parent: parent.id,
      files,
    });
    ctx.audit.revision = parent.id;
    ctx.audit.detail['draft'] = draft.id;
    return { status: 201, body: draft };
  },
  async draftsList(ctx) {
    const { account } = callerOf(ctx);
    const all = ctx.url.searchParams.get('all') === '1' && allows(account.grants, 'admin', '*');
    // `?shared=1`: the others' drafts this operator may read (issue 49), for review and for viewers
    if (ctx.url.searchParams.get('shared') === '1') return { body: { items: await sharedDrafts(ctx, account) } };
    return { body: { items: await ctx.deps.store.backend.drafts(all ? undefined : account.name) } };
  },
  async draftsGet(ctx) {
    const draft = await draftOf(ctx);
    await requireDraftRole(ctx, draft, 'viewer');
    return { body: draft };
  },
  async draftsUpdate(ctx, body) {
    const draft = await draftOf(ctx);
    const before = await requireDraftRole(ctx, draft, 'editor');
    const parent = await revisionOrLive(ctx, body.parent ?? draft.parent);
    const files = body.files ?? draft.files;
    requireScope(ctx, bothTouched(before, touchedTemplates(parent.files, files)));
    const updated = await ctx.deps.store.backend.updateDraft(draft.id, body.version, {
      editors: withEditor(draft, callerOf(ctx).account.name),
      files,
      ...(body.title ? { title: body.title } : {}),
      ...(body.parent ? { parent: parent.id } : {}),
    });
    if (!updated) {
      const current = await ctx.deps.store.backend.draft(draft.id);
      throw new OperatorError(409, 'draftChanged', 'the draft changed since that version (another tab or person): reload it', {
        version: current?.version ?? null,
      });
    }
    ctx.audit.revision = updated.parent;
    // the studio's preview waits for the version of a whole-files save too (undo, redo, a fix)
    draftSaved(updated.id, updated.version);
    return { body: updated };
  },
  async draftsDelete(ctx) {
    const draft = await draftOf(ctx);
    requireOwner(ctx, draft);
    await ctx.deps.store.backend.deleteDraft(draft.id);
    return { body: { ok: true } };
  },
  async draftsLint(ctx) {
    const draft = await draftOf(ctx);
    await requireDraftRole(ctx, draft, 'viewer');
    ctx.audit.revision = draft.parent;
    const lint = await lintOf(ctx, draft.files);
    ctx.audit.detail['errors'] = lint.errors;
    return { body: { draft: draft.id, version: draft.version, ...lint } };
  },
};
