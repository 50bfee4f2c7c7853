import type { Draft } from '../../store/types.ts';
import type { OperatorContext, Route } from '../context.ts';
import { callerOf } from '../context.ts';
import { requireRole, revisionOrLive } from '../access.ts';
import { badRequest, filesField, forbidden, notFound, OperatorError, stringField } from '../http.ts';
import { allows } from '../roles.ts';
import { touchedTemplates } from '../scope.ts';

async function draftOf(ctx: OperatorContext): Promise<Draft> {
  const id = ctx.params['id']!;
  ctx.audit.detail['draft'] = id;
  const draft = await ctx.deps.store.backend.draft(id);
  if (!draft) throw notFound(`no draft ${id.slice(0, 100)}`);
  return draft;
}

/** The owner changes a draft, or an admin over everything. */
function requireOwner(ctx: OperatorContext, draft: Draft): void {
  const { account } = callerOf(ctx);
  if (draft.owner !== account.name && !allows(account.grants, 'admin', '*')) throw forbidden(`the draft belongs to ${draft.owner}`);
}

const title = (body: Record<string, unknown>) => stringField(body, 'title', { optional: true, max: 200 });

export const draftRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/api/drafts',
    action: 'drafts.create',
    auth: true,
    async handle(ctx) {
      requireRole(ctx, 'editor');
      const body = await ctx.body();
      const parent = await revisionOrLive(ctx, stringField(body, 'parent', { optional: true, max: 100 }) ?? 'live');
      const files = body['files'] === undefined ? parent.files : filesField(body);
      requireRole(ctx, 'editor', touchedTemplates(parent.files, files));
      const draft = await ctx.deps.store.backend.createDraft({
        owner: callerOf(ctx).account.name,
        title: title(body) ?? 'Untitled draft',
        parent: parent.id,
        files,
      });
      ctx.audit.revision = parent.id;
      ctx.audit.detail['draft'] = draft.id;
      return { status: 201, body: draft };
    },
  },
  {
    method: 'GET',
    pattern: '/api/drafts',
    action: 'drafts.list',
    auth: true,
    async handle(ctx) {
      requireRole(ctx, 'viewer');
      const { account } = callerOf(ctx);
      const all = ctx.url.searchParams.get('all') === '1' && allows(account.grants, 'admin', '*');
      return { body: { items: await ctx.deps.store.backend.drafts(all ? undefined : account.name) } };
    },
  },
  {
    method: 'GET',
    pattern: '/api/drafts/:id',
    action: 'drafts.get',
    auth: true,
    async handle(ctx) {
      requireRole(ctx, 'viewer');
      return { body: await draftOf(ctx) };
    },
  },
  {
    method: 'PUT',
    pattern: '/api/drafts/:id',
    action: 'drafts.update',
    auth: true,
    async handle(ctx) {
      requireRole(ctx, 'editor');
      const draft = await draftOf(ctx);
      requireOwner(ctx, draft);
      const body = await ctx.body();
      const version = body['version'];
      if (typeof version !== 'number' || !Number.isInteger(version))
        throw badRequest('version (the draft version this change was made on) is required', { field: 'version' });
      const parentId = stringField(body, 'parent', { optional: true, max: 100 });
      const parent = await revisionOrLive(ctx, parentId ?? draft.parent);
      const files = body['files'] === undefined ? draft.files : filesField(body);
      requireRole(ctx, 'editor', touchedTemplates(parent.files, files));
      const newTitle = title(body);
      const updated = await ctx.deps.store.backend.updateDraft(draft.id, version, {
        files,
        ...(newTitle ? { title: newTitle } : {}),
        ...(parentId ? { parent: parent.id } : {}),
      });
      if (!updated) {
        const current = await ctx.deps.store.backend.draft(draft.id);
        throw new OperatorError(409, 'draftChanged', 'the draft changed since that version (another tab or person): reload it', {
          version: current?.version ?? null,
        });
      }
      ctx.audit.revision = updated.parent;
      return { body: updated };
    },
  },
  {
    method: 'DELETE',
    pattern: '/api/drafts/:id',
    action: 'drafts.delete',
    auth: true,
    async handle(ctx) {
      requireRole(ctx, 'editor');
      const draft = await draftOf(ctx);
      requireOwner(ctx, draft);
      await ctx.deps.store.backend.deleteDraft(draft.id);
      return { body: { ok: true } };
    },
  },
  {
    method: 'POST',
    pattern: '/api/drafts/:id/lint',
    action: 'drafts.lint',
    auth: true,
    async handle(ctx) {
      requireRole(ctx, 'viewer');
      const draft = await draftOf(ctx);
      ctx.audit.revision = draft.parent;
      const lint = await ctx.deps.store.publisher.lint(draft.files);
      ctx.audit.detail['errors'] = lint.errors;
      return { body: { draft: draft.id, version: draft.version, ...lint } };
    },
  },
];
