import type { Route } from '../context.ts';
import { callerOf } from '../context.ts';
import { draftOf, requireOwner, requireRole, revisionOrLive } from '../access.ts';
import { badRequest, filesField, OperatorError, stringField } from '../http.ts';
import { allows } from '../../../../engine/accounts/roles.ts';
import { touchedTemplates } from '../scope.ts';
import { lintOf } from '../studio-lint.ts';

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
      const lint = await lintOf(ctx, draft.files);
      ctx.audit.detail['errors'] = lint.errors;
      return { body: { draft: draft.id, version: draft.version, ...lint } };
    },
  },
];
