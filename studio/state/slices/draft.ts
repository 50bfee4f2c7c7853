/**
 * The operator's draft and how it is written: edits and whole files sent on the draft's version, one
 * write at a time; the version a write in flight will make; a draft changed elsewhere reloaded; and
 * edits the server did not take kept in the browser's storage and sent again after the next login.
 */
import type { Edit, EditResult, FileMap } from '../../../engine/studio/contract.ts';
import { ApiError, draftChangedOf } from '../../api/errors.ts';
import type { Draft, SessionInfo } from '../../api/types.ts';
import { clearUnsaved, loadUnsaved, saveUnsaved } from '../autosave.ts';
import { recordStep, stepBetween } from '../history.ts';
import { grants } from '../permissions.ts';
import { loadCatalog } from './catalog.ts';
import { describe, type Kit } from './kit.ts';
import { loadLint } from './problems.ts';
import { currentView, loadView } from './selection.ts';
import { conflictOf, holdConflict } from './conflict.ts';

/** Where the draft stands against the server. */
export type SaveState = 'saved' | 'saving' | 'unsaved';

export interface DraftSlice {
  draft: Draft | null;
  /** edits the server has not taken yet (kept in storage too) */
  unsaved: Edit[];
  saveState: SaveState;
  /** the draft version a save in flight will make: the preview starts loading it before the answer (its lint) arrives */
  expecting: number | null;
  retryUnsaved(): Promise<void>;
}

export function createDraftSlice(kit: Kit): DraftSlice {
  return {
    draft: null,
    unsaved: [],
    saveState: 'saved',
    expecting: null,
    retryUnsaved() {
      return kit.serial(async () => {
        const edits = kit.get().unsaved;
        if (edits.length > 0 && (await send(kit, edits, 'unsaved changes'))) kit.get().say('info', 'Your unsaved changes were saved to the draft.');
      });
    },
  };
}

/**
 * The operator's newest draft, or a new one from the live revision. A viewer reads the newest draft
 * shared with it (issue 49), or none: the studio then shows the live revision, read-only.
 */
export async function ensureDraft({ api }: Kit, session: SessionInfo): Promise<Draft | null> {
  if (!grants(session.grants, 'editor', null)) {
    const shared = (await api.sharedDrafts()).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
    return shared ? api.draft(shared.id) : null;
  }
  const mine = (await api.drafts()).filter((d) => d.owner === session.account).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const newest = mine[0];
  if (newest) return api.draft(newest.id);
  return api.createDraft(`Studio: ${session.account}`);
}

/** The draft as the server holds it now, with its lint and the page in view. */
export async function reload(kit: Kit): Promise<void> {
  const draft = kit.get().draft;
  if (!draft) return;
  const fresh = await kit.api.draft(draft.id);
  kit.set((s) => {
    s.draft = fresh;
    s.saveState = 'saved';
  });
  await Promise.all([loadView(kit), loadLint(kit)]);
}

export async function changedElsewhere(kit: Kit, version: number | null): Promise<void> {
  kit
    .get()
    .say(
      'error',
      `The draft changed elsewhere (another tab or person${version === null ? '' : `, now version ${version}`}): reloaded it. Your last change was not applied; make it again.`,
    );
  await reload(kit).catch((error: unknown) => kit.failed(error, 'reload the draft'));
}

function keepUnsaved(kit: Kit, edits: Edit[], view?: { template: string; page: string }): void {
  const draft = kit.get().draft;
  if (!draft) return;
  saveUnsaved(kit.storage, { account: kit.account(), draftId: draft.id, version: draft.version, edits, savedAt: kit.now(), ...(view ? { view } : {}) });
  kit.set((s) => {
    s.unsaved = edits;
    s.saveState = 'unsaved';
  });
}

function applied(kit: Kit, result: EditResult, before: FileMap, label: string): void {
  const step = stepBetween(label, before, result.draft.files);
  kit.set((s) => {
    if (!s.draft) return;
    s.draft.version = result.draft.version;
    s.draft.files = result.draft.files;
    s.draft.updatedAt = result.draft.updatedAt;
    s.lint = result.lint;
    if (result.view) s.view = result.view;
    if (step) recordStep(s, step);
    s.unsaved = [];
    s.saveState = 'saved';
  });
  clearUnsaved(kit.storage, kit.account());
}

/** Once a save is answered (its draft already set on success), nothing is expected any more. */
function settled<T>(kit: Kit, write: Promise<T>): Promise<T> {
  return write.finally(() =>
    kit.set((s) => {
      s.expecting = null;
    }),
  );
}

function startSaving(kit: Kit, draft: Draft): void {
  kit.set((s) => {
    s.saveState = 'saving';
    s.expecting = draft.version + 1;
  });
}

/** A write that failed leaves the draft as it was: unsaved only while edits wait in storage. */
const unsavedOrSaved = (kit: Kit) =>
  kit.set((s) => {
    s.saveState = s.unsaved.length > 0 ? 'unsaved' : 'saved';
  });

/** Sends edits on the draft's version; keeps them when the server or the session fails. */
export function send(kit: Kit, edits: Edit[], label: string): Promise<boolean> {
  return settled(kit, sendNow(kit, edits, label));
}

async function sendNow(kit: Kit, edits: Edit[], label: string): Promise<boolean> {
  const draft = kit.get().draft;
  if (!draft) return false;
  const view = currentView(kit);
  startSaving(kit, draft);
  try {
    const result = await kit.api.edit(draft.id, { version: draft.version, edits, ...(view ? { view } : {}) });
    applied(kit, result, draft.files, label);
    if (edits.some((e) => e.op === 'cloneTemplate' || e.op === 'setTemplate')) await loadCatalog(kit);
    const clone = edits.find((e) => e.op === 'cloneTemplate');
    if (clone && result.created) {
      kit.get().say('info', `Template ${result.created} made from ${clone.from}: it extends it and writes only what you change.`);
      await kit.get().selectTemplate(result.created);
    }
    return true;
  } catch (error) {
    const conflict = conflictOf(error);
    if (conflict) holdConflict(kit, conflict, edits, label);
    else await notSent(kit, error, edits, view);
    return false;
  }
}

/** What an edit the server did not take leaves: a reload, edits kept for later, or a refusal said. */
async function notSent(kit: Kit, error: unknown, edits: Edit[], view?: { template: string; page: string }): Promise<void> {
  const changed = draftChangedOf(error);
  if (changed) {
    kit.set((s) => {
      s.unsaved = [];
      s.saveState = 'saved';
    });
    clearUnsaved(kit.storage, kit.account());
    await changedElsewhere(kit, changed.version);
    return;
  }
  const say = kit.get().say;
  if (error instanceof ApiError && (error.unavailable || error.sessionLost)) {
    keepUnsaved(kit, edits, view);
    if (error.sessionLost) {
      kit.sessionLost();
      say('error', `Your session ended before the change was saved. It is kept in this browser: log in again and it is applied.`);
    } else
      say(
        'error',
        `The server could not save the change (${error.status === 0 ? 'no connection' : error.status}: ${error.message}). It is kept in this browser; retry when the server answers.`,
      );
    return;
  }
  unsavedOrSaved(kit);
  say('error', `The change was refused: ${describe(error)}`);
}

/** Writes files on the draft's version (undo, redo, a quick fix, a merge). */
export function put(kit: Kit, files: FileMap, parent?: string): Promise<Draft | null> {
  return settled(kit, putNow(kit, files, parent));
}

async function putNow(kit: Kit, files: FileMap, parent?: string): Promise<Draft | null> {
  const draft = kit.get().draft;
  if (!draft) return null;
  startSaving(kit, draft);
  try {
    const updated = await kit.api.putDraft(draft.id, draft.version, files, parent);
    kit.set((s) => {
      s.draft = updated;
      s.saveState = s.unsaved.length > 0 ? 'unsaved' : 'saved';
    });
    // an undone clone or a fix may add or remove templates, pages or breakpoints
    await Promise.all([loadView(kit), loadLint(kit), loadCatalog(kit)]);
    return updated;
  } catch (error) {
    unsavedOrSaved(kit);
    const changed = draftChangedOf(error);
    if (changed) await changedElsewhere(kit, changed.version);
    else kit.failed(error, 'save the draft');
    return null;
  }
}

/** After a login: the work a failure or a lost session left in storage, sent again. */
export async function restoreUnsaved(kit: Kit): Promise<void> {
  const work = loadUnsaved(kit.storage, kit.account());
  const draft = kit.get().draft;
  if (!work) return;
  if (!draft || draft.id !== work.draftId || draft.version !== work.version) {
    clearUnsaved(kit.storage, kit.account());
    kit
      .get()
      .say(
        'error',
        `${work.edits.length} unsaved change(s) from before could not be applied: the draft changed since they were made (another tab, a publish, or a person). Make them again.`,
      );
    return;
  }
  kit.set((s) => {
    s.unsaved = work.edits;
    if (work.view) {
      s.selection.template = work.view.template;
      s.selection.page = work.view.page;
    }
  });
  if (await send(kit, work.edits, 'unsaved changes')) kit.get().say('info', `Your ${work.edits.length} unsaved change(s) from before were saved to the draft.`);
}
