/**
 * The studio's API (issue 30): what a draft holds as the studio shows it (catalog, a page's view with
 * the provenance of every value), edits applied to a draft by the tools' model, linted as the gate
 * lints, and the inspector's pickers. Audited, roles and scopes as every other route.
 */
import type { Draft, FileMap } from '../../../../engine/store/types.ts';
import { callerOf, type Handlers, type OperatorContext } from '../context.ts';
import { draftOf, requireScope, revisionOrLive } from '../access.ts';
import { bothTouched, requireDraftRole } from '../draft-scope.ts';
import { editRequestOf } from '../edit-request.ts';
import { badRequest, limitParam, notFound, OperatorError } from '../http.ts';
import { touchedTemplates } from '../scope.ts';
import { fleetOf, lintOf } from '../studio-lint.ts';
import { draftSaved } from '../../preview/draft-saves.ts';
import {
  applyEdits,
  assetList,
  judgeRebase,
  catalogOf,
  MAX_MESSAGE_HITS,
  pageViewOf,
  searchMessages,
  StudioInputError,
  type EditRequest,
  type EditResult,
  type LintView,
  type PageView,
} from '../studio-tools.ts';

const MAX_QUERY = 200;

/** A query parameter, at most `max` characters; absent or empty is undefined. */
function param(ctx: OperatorContext, name: string, max = 200): string | undefined {
  const value = ctx.url.searchParams.get(name);
  if (value === null || value === '') return undefined;
  if (value.length > max) throw badRequest(`${name} is longer than ${max} characters`, { field: name });
  return value;
}

function requiredParam(ctx: OperatorContext, name: string): string {
  const value = param(ctx, name);
  if (value === undefined) throw badRequest(`the ${name} query parameter is required`, { field: name });
  return value;
}

/** The files a request names: `?draft=<id>`, else the live revision's. */
async function filesOf(ctx: OperatorContext): Promise<{ files: FileMap; version: number }> {
  const id = param(ctx, 'draft', 100);
  if (id === undefined) {
    const live = await revisionOrLive(ctx, 'live');
    ctx.audit.revision = live.id;
    return { files: live.files, version: 0 };
  }
  ctx.audit.detail['draft'] = id;
  const draft = await ctx.deps.store.backend.draft(id);
  if (!draft) throw notFound(`no draft ${id}`);
  ctx.audit.revision = draft.parent;
  await requireDraftRole(ctx, draft, 'viewer');
  return { files: draft.files, version: draft.version };
}

/** A page view, or 404 naming what the files do not have. */
function viewOf(files: FileMap, template: string, page: string, version: number): PageView {
  try {
    return pageViewOf(files, template, page, version);
  } catch (error) {
    if (error instanceof StudioInputError) throw notFound(error.message);
    throw error;
  }
}

const draftChanged = (version: number | null) =>
  new OperatorError(409, 'draftChanged', 'the draft changed since that version (another tab or person): reload it', { version });

const size = (files: FileMap) => Object.values(files).reduce((sum, text) => sum + Buffer.byteLength(text), 0);

/** The edit's parts as Server-Timing (apply, save, lint, view): npm run bench splits edit → preview with them. */
type Timings = Record<string, number>;

/** Attempts at saving an edit while other edits keep landing first: each is judged again on the newer version. */
const SAVE_ATTEMPTS = 8;

/**
 * The edits applied on the newest version of the draft and saved with the record of what they changed:
 * made on an older version, they are re-applied when nothing they change was changed since, and refused
 * 409 `conflict` naming both values when something was (engine/studio/rebase.ts).
 */
async function saveRebased(
  ctx: OperatorContext,
  first: Draft,
  request: EditRequest,
  took: (name: string) => void,
): Promise<{ saved: Draft; lint: LintView; created?: string }> {
  const { backend } = ctx.deps.store;
  const by = callerOf(ctx).account.name;
  let draft = first;
  for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
    if (request.version > draft.version) throw draftChanged(draft.version);
    const applied = applyEdits(draft.files, request.edits);
    took('apply');
    if (!applied.ok) {
      ctx.audit.detail['refused'] = applied.refusal.edit;
      throw new OperatorError(422, 'editRefused', applied.refusal.message, { edit: applied.refusal.edit, version: draft.version });
    }
    // the same scope as a whole-draft update: everything the draft now changes from its parent
    const parent = await revisionOrLive(ctx, draft.parent);
    requireScope(ctx, bothTouched(touchedTemplates(parent.files, draft.files), touchedTemplates(parent.files, applied.files)));
    if (size(applied.files) > ctx.deps.bodyLimit)
      throw new OperatorError(413, 'payloadTooLarge', `the draft would exceed the ${ctx.deps.bodyLimit}-byte limit`, { limit: ctx.deps.bodyLimit });
    const changes = request.version < draft.version ? await backend.draftChanges(draft.id, request.version) : [];
    const verdict = judgeRebase({ base: request.version, currentVersion: draft.version, current: draft.files, applied: applied.files, changes });
    if (!verdict.ok) {
      if ('unrecorded' in verdict) throw draftChanged(draft.version);
      ctx.audit.detail['conflict'] = { file: verdict.conflict.file, pointer: verdict.conflict.pointer, with: verdict.conflict.by };
      throw new OperatorError(
        409,
        'conflict',
        `${verdict.conflict.by} changed ${verdict.conflict.pointer} in ${verdict.conflict.file} since version ${request.version}: keep yours (send it again on version ${draft.version}) or take theirs`,
        { ...verdict.conflict, current: draft.version },
      );
    }
    // linted before it is saved: the preview of the version (src/server/preview/draft-sets.ts) starts once the
    // version is in the store, and then finds the verdict (clean-lints.ts) instead of running the rules again
    const lint = await lintOf(ctx, applied.files);
    took('lint');
    const saved = await backend.editDraft(draft.id, draft.version, applied.files, { by, changed: verdict.changed });
    if (saved) {
      if (draft.version !== request.version) ctx.audit.detail['rebasedFrom'] = request.version;
      ctx.deps.events?.nudge();
      // a preview of this version waiting for the store (src/server/preview/draft-sets.ts until) starts now
      draftSaved(saved.id, saved.version);
      return applied.created === undefined ? { saved, lint } : { saved, lint, created: applied.created };
    }
    // another edit landed between the read and the save: judge again on the newer version
    const newer = await backend.draft(draft.id);
    if (!newer) throw notFound(`no draft ${draft.id}`);
    draft = newer;
  }
  throw draftChanged(draft.version);
}

async function edit(ctx: OperatorContext, draft: Draft, request: EditRequest, timings: Timings): Promise<EditResult> {
  let mark = performance.now();
  const took = (name: string) => {
    const now = performance.now();
    timings[name] = now - mark;
    mark = now;
  };
  ctx.audit.revision = draft.parent;
  ctx.audit.detail['edits'] = request.edits.slice(0, 20).map((e) => e.op);
  const { saved: updated, lint, created } = await saveRebased(ctx, draft, request, took);
  took('save');
  ctx.audit.detail['errors'] = lint.errors;
  let view: PageView | undefined;
  if (request.view) {
    try {
      view = pageViewOf(updated.files, request.view.template, request.view.page, updated.version);
    } catch (error) {
      // the edits may have removed what was in view (a cloned template's page is asked for next): the saved draft is the answer
      if (!(error instanceof StudioInputError)) throw error;
    }
    took('view');
  }
  return {
    draft: { id: updated.id, version: updated.version, files: updated.files, updatedAt: updated.updatedAt },
    lint,
    ...(view ? { view } : {}),
    ...(created !== undefined ? { created } : {}),
  };
}

export const studioHandlers: Handlers<'studioCatalog' | 'draftsView' | 'draftsEdits' | 'studioMessages' | 'studioAssets'> = {
  async studioCatalog(ctx) {
    const { files } = await filesOf(ctx);
    return { body: catalogOf(files, await fleetOf(ctx)) };
  },
  async draftsView(ctx) {
    const template = requiredParam(ctx, 'template');
    const page = requiredParam(ctx, 'page');
    // `live` as the id: the live revision's page, read-only (a viewer's studio with no draft open, issue 49)
    if (ctx.params['id'] === 'live') {
      const live = await revisionOrLive(ctx, 'live');
      ctx.audit.revision = live.id;
      return { body: viewOf(live.files, template, page, 0) };
    }
    const draft = await draftOf(ctx);
    ctx.audit.revision = draft.parent;
    await requireDraftRole(ctx, draft, 'viewer');
    return { body: viewOf(draft.files, template, page, draft.version) };
  },
  async draftsEdits(ctx, body) {
    const draft = await draftOf(ctx);
    await requireDraftRole(ctx, draft, 'editor');
    const timings: Timings = {};
    const result = await edit(ctx, draft, editRequestOf(body), timings);
    const serverTiming = Object.entries(timings)
      .map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`)
      .join(', ');
    return { body: result, headers: { 'server-timing': serverTiming } };
  },
  async studioMessages(ctx) {
    const query = ctx.url.searchParams.get('q') ?? '';
    if (query.length > MAX_QUERY) throw badRequest(`q is longer than ${MAX_QUERY} characters`, { field: 'q' });
    const template = param(ctx, 'template', 100);
    const limit = limitParam(ctx.url.searchParams.get('limit'), 50, MAX_MESSAGE_HITS);
    const { files } = await filesOf(ctx);
    const root = ctx.deps.project?.root;
    const items = searchMessages({ query, files, limit, ...(template ? { template } : {}), ...(root ? { root } : {}) });
    return { body: { items } };
  },
  async studioAssets(ctx) {
    return { body: { items: assetList(ctx.deps.project?.root) } };
  },
};
