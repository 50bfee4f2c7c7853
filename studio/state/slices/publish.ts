/**
 * Putting the draft live: its diff to the live revision, publishing it (or rolling back to an earlier
 * revision), the merge a stale parent asks for, and the list of revisions. A publish ends the draft,
 * so the operator goes on in a new one from the new live revision.
 */
import type { FileMap } from '../../../engine/studio/contract.ts';
import { ApiError, draftChangedOf, lintErrorsOf, staleParentOf } from '../../api/errors.ts';
import type { ConfigDiff, LintProblem, RevisionMeta } from '../../api/types.ts';
import { recordStep, stepBetween } from '../history.ts';
import { changedElsewhere, ensureDraft, put } from './draft.ts';
import { describe, type Kit } from './kit.ts';
import { loadLint } from './problems.ts';
import { loadView } from './selection.ts';

export type PublishOutcome =
  | { kind: 'published'; revision: RevisionMeta }
  | { kind: 'lint'; problems: LintProblem[] }
  | { kind: 'stale'; parent: string; live: string | null; diff: ConfigDiff }
  | { kind: 'refused'; message: string }
  /** the session's login is too old for this (step-up): confirm with the password (and a second factor), then again */
  | { kind: 'stepUp'; secondFactor: boolean };

/** One file of a stale publish: what the live revision did to it, and what the draft holds. */
export interface MergeFile {
  file: string;
  theirs: string | null;
  mine: string | null;
  /** whether the draft changed it too (else taking theirs loses nothing) */
  conflict: boolean;
}

export interface PublishSlice {
  /** a publish or rollback in flight (undo and redo wait) */
  busy: boolean;
  diffToLive(): Promise<ConfigDiff>;
  publish(message: string): Promise<PublishOutcome>;
  /** the files of a stale publish, both sides, for the merge */
  mergeFiles(stale: { parent: string; live: string | null; diff: ConfigDiff }): Promise<MergeFile[]>;
  /** the draft rebased on the live revision with the operator's choice per file */
  merge(live: string, choices: { file: string; take: 'theirs' | 'mine'; theirs: string | null }[]): Promise<boolean>;
  history(): Promise<{ items: RevisionMeta[]; live: string | null }>;
  /** what a revision changed against its parent */
  revisionDiff(revision: RevisionMeta): Promise<ConfigDiff>;
  rollback(revision: string, message: string): Promise<PublishOutcome>;
}

export function createPublishSlice(kit: Kit): PublishSlice {
  const { api, get } = kit;
  return {
    busy: false,

    async diffToLive() {
      const draft = get().draft;
      if (!draft) throw new Error('there is no draft to compare');
      return api.diff('live', `draft:${draft.id}`);
    },

    publish(message) {
      const draft = get().draft;
      if (!draft) return Promise.resolve<PublishOutcome>({ kind: 'refused', message: 'There is no draft to publish.' });
      return publishing(kit, { done: 'Published', doing: 'publish' }, () => api.publishDraft(draft.id, draft.version, message));
    },

    async mergeFiles(stale) {
      const draft = get().draft;
      if (!draft || !stale.live) return [];
      const [parent, live] = await Promise.all([api.revision(stale.parent), api.revision(stale.live)]);
      return stale.diff.files.map((f) => {
        const mine = draft.files[f.file] ?? null;
        return { file: f.file, theirs: live.files[f.file] ?? null, mine, conflict: mine !== (parent.files[f.file] ?? null) };
      });
    },

    merge(live, choices) {
      return kit.serial(async () => {
        const draft = get().draft;
        if (!draft) return false;
        const files: FileMap = { ...draft.files };
        for (const choice of choices) {
          if (choice.take === 'mine') continue;
          if (choice.theirs === null) delete files[choice.file];
          else files[choice.file] = choice.theirs;
        }
        const step = stepBetween('merge with the live revision', draft.files, files);
        const updated = await put(kit, files, live);
        if (!updated) return false;
        if (step) kit.set((s) => recordStep(s, step));
        get().say('info', `The draft now builds on revision ${live}: review the diff and publish.`);
        return true;
      });
    },

    async history() {
      const page = await api.revisions();
      return { items: page.items, live: page.live };
    },

    revisionDiff(revision) {
      if (!revision.parent) return Promise.reject(new Error(`${revision.id} has no parent to compare with`));
      return api.diff(revision.parent, revision.id);
    },

    rollback(revision, message) {
      return publishing(kit, { done: `Rolled back to ${revision}`, doing: `roll back to ${revision}` }, () => api.rollback(revision, message));
    },
  };
}

/** `done` opens the notice of success; `doing` completes "Could not …". */
async function publishing(kit: Kit, what: { done: string; doing: string }, run: () => Promise<{ revision: RevisionMeta }>): Promise<PublishOutcome> {
  kit.set((s) => {
    s.busy = true;
  });
  try {
    const result = await run();
    await afterPublish(kit, result.revision, what.done);
    return { kind: 'published', revision: result.revision };
  } catch (error) {
    const stale = staleParentOf(error);
    if (stale) return { kind: 'stale', ...stale };
    if (error instanceof ApiError && error.code === 'stepUpRequired') return { kind: 'stepUp', secondFactor: error.extra['secondFactor'] === true };
    const problems = lintErrorsOf(error);
    if (problems) return { kind: 'lint', problems };
    const changed = draftChangedOf(error);
    if (changed) {
      await changedElsewhere(kit, changed.version);
      return { kind: 'refused', message: 'The draft changed since you opened this dialog: it was reloaded; review the diff again.' };
    }
    kit.failed(error, what.doing);
    return { kind: 'refused', message: describe(error) };
  } finally {
    kit.set((s) => {
      s.busy = false;
    });
  }
}

/** The published draft is gone (and its undo steps with it): the operator goes on in a new one. */
async function afterPublish(kit: Kit, revision: RevisionMeta, what: string): Promise<void> {
  const session = kit.get().session;
  kit.get().say('info', `${what}: revision ${revision.id} is live.`);
  kit.set((s) => {
    s.undoStack = [];
    s.redoStack = [];
  });
  if (!session) return;
  try {
    const draft = await ensureDraft(kit, session);
    kit.set((s) => {
      s.draft = draft;
    });
    await Promise.all([loadView(kit), loadLint(kit)]);
  } catch (error) {
    kit.failed(error, 'start a new draft');
  }
}
