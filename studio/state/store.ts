/**
 * The studio's state (issue 30) over an injected API, storage and clock, as src/chat/store.ts does it:
 * the session and its grants, the catalog, the operator's draft, what is selected, the page's view and
 * the draft's lint, undo/redo of the draft's files for the whole session, and unsaved work kept in the
 * browser when the server fails or the session ends. Panels read it; only the store calls the API.
 */
import { immer } from 'zustand/middleware/immer';
import { createStore } from 'zustand/vanilla';
import type { Catalog, Edit, TemplateSummary, EditResult, FileMap, LintView, PageView, PreviewLink, StudioProblem } from '../../tools/studio/contract.ts';
import type { MessageHit, StudioApi } from '../api/client.ts';
import { ApiError, draftChangedOf, lintErrorsOf, staleParentOf } from '../api/errors.ts';
import type { ConfigDiff, Draft, ProblemSummary, RevisionMeta, SessionInfo } from '../api/types.ts';
import type { DemoSite, DemoSitePointed, VitalsAnswer } from '../../schemas/operator-api.ts';
import type { Permissions } from '../panels.ts';
import { clearUnsaved, loadUnsaved, saveUnsaved, type KeyValueStore, type UnsavedWork } from './autosave.ts';
import { applyPatch, MAX_STEPS, stepBetween, type Step } from './history.ts';
import { grants, permissionsFor } from './permissions.ts';

export interface StudioDeps {
  api: StudioApi;
  storage: KeyValueStore;
  now: () => number;
}

export type Phase = 'starting' | 'signedOut' | 'loading' | 'ready';

export interface Notice {
  id: number;
  tone: 'info' | 'error';
  text: string;
}

export interface Selection {
  template: string | null;
  page: string | null;
  node: string | null;
  /** null: the base props (every breakpoint) */
  breakpoint: string | null;
  path: string;
  language: string;
  as: 'guest' | 'player';
}

/** Where the draft stands against the server. */
export type SaveState = 'saved' | 'saving' | 'unsaved';

export type PublishOutcome =
  | { kind: 'published'; revision: RevisionMeta }
  | { kind: 'lint'; problems: ProblemSummary[] }
  | { kind: 'stale'; parent: string; live: string | null; diff: ConfigDiff }
  | { kind: 'refused'; message: string };

/** One file of a stale publish: what the live revision did to it, and what the draft holds. */
export interface MergeFile {
  file: string;
  theirs: string | null;
  mine: string | null;
  /** whether the draft changed it too (else taking theirs loses nothing) */
  conflict: boolean;
}

export interface StudioState {
  phase: Phase;
  session: SessionInfo | null;
  catalog: Catalog | null;
  draft: Draft | null;
  selection: Selection;
  view: PageView | null;
  lint: LintView | null;
  undoStack: Step[];
  redoStack: Step[];
  /** edits the server has not taken yet (kept in storage too) */
  unsaved: Edit[];
  saveState: SaveState;
  /** the draft version a save in flight will make: the preview starts loading it before the answer (its lint) arrives */
  expecting: number | null;
  notice: Notice | null;
  busy: boolean;

  start(): Promise<void>;
  login(name: string, password: string): Promise<string | null>;
  logout(): Promise<void>;
  permissions(template?: string | null): Permissions;
  selectTemplate(template: string, page?: string | null): Promise<void>;
  selectPage(page: string): Promise<void>;
  selectNode(key: string | null): void;
  setBreakpoint(name: string | null): void;
  setPath(path: string): void;
  setLanguage(language: string): void;
  setAs(as: 'guest' | 'player'): void;
  edit(edit: Edit | Edit[]): Promise<boolean>;
  /** files written as one undoable change (a quick fix) */
  applyFiles(label: string, files: FileMap): Promise<boolean>;
  retryUnsaved(): Promise<void>;
  undo(): Promise<void>;
  redo(): Promise<void>;
  reveal(problem: StudioProblem): void;
  diffToLive(): Promise<ConfigDiff>;
  publish(message: string): Promise<PublishOutcome>;
  /** the files of a stale publish, both sides, for the merge */
  mergeFiles(stale: { parent: string; live: string | null; diff: ConfigDiff }): Promise<MergeFile[]>;
  /** the draft rebased on the live revision with the operator's choice per file */
  merge(live: string, choices: { file: string; take: 'theirs' | 'mine'; theirs: string | null }[]): Promise<boolean>;
  history(): Promise<{ items: RevisionMeta[]; live: string | null }>;
  /** what a revision changed against its parent */
  revisionDiff(revision: RevisionMeta): Promise<ConfigDiff>;
  /** real players' vitals of the selected template's sites (all the caller may view when none is selected) */
  vitals(): Promise<VitalsAnswer>;
  /** the demo's sites (null behind a real backend) and the live revision's templates they may wear */
  demoSites(): Promise<{ sites: DemoSite[] | null; live: TemplateSummary[] }>;
  /** points a demo site at a live template; answers once the player processes serve it */
  pointDemoSite(domain: string, theme_code: string, theme_color: string): Promise<DemoSitePointed>;
  rollback(revision: string, message: string): Promise<PublishOutcome>;
  /** message keys and their texts per language, for the inspector's message fields */
  searchMessages(query: string): Promise<MessageHit[]>;
  /** the site images an image prop may name */
  assets(): Promise<string[]>;
  /** a signed preview link for the open draft on `site` (the Preview panel's previewLink) */
  previewLink(site: string): Promise<PreviewLink>;
  say(tone: Notice['tone'], text: string): void;
  dismissNotice(): void;
}

const NO_SELECTION: Selection = { template: null, page: null, node: null, breakpoint: null, path: '/', language: 'en', as: 'guest' };

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createStudioStore(deps: StudioDeps) {
  const { api, storage } = deps;
  let notices = 0;
  // edits and undo steps go to the server one at a time, each on the version the last one made
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  return createStore<StudioState>()(
    immer((set, get) => {
      const say = (tone: Notice['tone'], text: string) =>
        set((s) => {
          s.notice = { id: ++notices, tone, text };
        });

      const account = () => get().session?.account ?? '';

      const sessionLost = () => {
        set((s) => {
          s.phase = 'signedOut';
          s.session = null;
        });
      };

      /** An error the operator must hear about; a lost session ends the studio's session too. */
      const failed = (error: unknown, doing: string) => {
        if (error instanceof ApiError && error.sessionLost) {
          sessionLost();
          say('error', `Your session ended while ${doing}. Log in again to go on.`);
          return;
        }
        say('error', `Could not ${doing}: ${describe(error)}`);
      };

      const keepUnsaved = (edits: Edit[], view?: { template: string; page: string }) => {
        const draft = get().draft;
        if (!draft) return;
        const work: UnsavedWork = { account: account(), draftId: draft.id, version: draft.version, edits, savedAt: deps.now(), ...(view ? { view } : {}) };
        saveUnsaved(storage, work);
        set((s) => {
          s.unsaved = edits;
          s.saveState = 'unsaved';
        });
      };

      const currentView = () => {
        const { template, page } = get().selection;
        return template && page ? { template, page } : undefined;
      };

      const loadView = async () => {
        const { draft, selection } = get();
        if (!draft || !selection.template || !selection.page) {
          set((s) => {
            s.view = null;
          });
          return;
        }
        try {
          const view = await api.view(draft.id, selection.template, selection.page);
          const now = get().selection;
          if (now.template !== selection.template || now.page !== selection.page) return;
          set((s) => {
            s.view = view;
          });
        } catch (error) {
          set((s) => {
            s.view = null;
          });
          failed(error, `open ${selection.template} ${selection.page}`);
        }
      };

      const loadLint = async () => {
        const draft = get().draft;
        if (!draft) return;
        try {
          const lint = await api.lint(draft.id);
          set((s) => {
            s.lint = lint;
          });
        } catch (error) {
          failed(error, 'lint the draft');
        }
      };

      /** The catalog again, after a change that may add a template or change its pages or breakpoints. */
      const loadCatalog = async () => {
        const draft = get().draft;
        try {
          const catalog = await api.catalog(draft?.id);
          set((s) => {
            s.catalog = catalog;
          });
        } catch (error) {
          failed(error, 'read the catalog');
        }
      };

      /** The operator's newest draft, or a new one from the live revision; none for a viewer. */
      const ensureDraft = async (session: SessionInfo): Promise<Draft | null> => {
        if (!grants(session.grants, 'editor', null)) return null;
        const mine = (await api.drafts()).filter((d) => d.owner === session.account).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
        const newest = mine[0];
        if (newest) return api.draft(newest.id);
        return api.createDraft(`Studio: ${session.account}`);
      };

      /** The draft as the server holds it now, with its lint and the page in view. */
      const reload = async () => {
        const draft = get().draft;
        if (!draft) return;
        const fresh = await api.draft(draft.id);
        set((s) => {
          s.draft = fresh;
          s.saveState = 'saved';
        });
        await Promise.all([loadView(), loadLint()]);
      };

      const changedElsewhere = async (version: number | null) => {
        say(
          'error',
          `The draft changed elsewhere (another tab or person${version === null ? '' : `, now version ${version}`}): reloaded it. Your last change was not applied; make it again.`,
        );
        await reload().catch((error: unknown) => failed(error, 'reload the draft'));
      };

      const applied = (result: EditResult, before: FileMap, label: string) => {
        const step = stepBetween(label, before, result.draft.files);
        set((s) => {
          if (!s.draft) return;
          s.draft.version = result.draft.version;
          s.draft.files = result.draft.files;
          s.draft.updatedAt = result.draft.updatedAt;
          s.lint = result.lint;
          if (result.view) s.view = result.view;
          if (step) {
            s.undoStack.push(step);
            if (s.undoStack.length > MAX_STEPS) s.undoStack.shift();
            s.redoStack = [];
          }
          s.unsaved = [];
          s.saveState = 'saved';
        });
        clearUnsaved(storage, account());
      };

      /** Sends edits on the draft's version; keeps them when the server or the session fails. */
      /** Once a save is answered (its draft already set on success), nothing is expected any more. */
      const settled = <T>(saving: Promise<T>): Promise<T> =>
        saving.finally(() =>
          set((s) => {
            s.expecting = null;
          }),
        );

      const send = (edits: Edit[], label: string): Promise<boolean> => settled(sendNow(edits, label));
      const sendNow = async (edits: Edit[], label: string): Promise<boolean> => {
        const draft = get().draft;
        if (!draft) return false;
        const view = currentView();
        set((s) => {
          s.saveState = 'saving';
          s.expecting = draft.version + 1;
        });
        try {
          const result = await api.edit(draft.id, { version: draft.version, edits, ...(view ? { view } : {}) });
          applied(result, draft.files, label);
          if (edits.some((e) => e.op === 'cloneTemplate' || e.op === 'setTemplate')) await loadCatalog();
          const clone = edits.find((e) => e.op === 'cloneTemplate');
          if (clone && result.created) {
            say('info', `Template ${result.created} made from ${clone.from}: it extends it and writes only what you change.`);
            await get().selectTemplate(result.created);
          }
          return true;
        } catch (error) {
          const changed = draftChangedOf(error);
          if (changed) {
            set((s) => {
              s.unsaved = [];
              s.saveState = 'saved';
            });
            clearUnsaved(storage, account());
            await changedElsewhere(changed.version);
            return false;
          }
          if (error instanceof ApiError && (error.unavailable || error.sessionLost)) {
            keepUnsaved(edits, view);
            if (error.sessionLost) {
              sessionLost();
              say('error', `Your session ended before the change was saved. It is kept in this browser: log in again and it is applied.`);
            } else
              say(
                'error',
                `The server could not save the change (${error.status === 0 ? 'no connection' : error.status}: ${error.message}). It is kept in this browser; retry when the server answers.`,
              );
            return false;
          }
          set((s) => {
            s.saveState = s.unsaved.length > 0 ? 'unsaved' : 'saved';
          });
          say('error', `The change was refused: ${describe(error)}`);
          return false;
        }
      };

      /** Writes files on the draft's version (undo, redo, a quick fix, a merge). */
      const put = (files: FileMap, parent?: string): Promise<Draft | null> => settled(putNow(files, parent));
      const putNow = async (files: FileMap, parent?: string): Promise<Draft | null> => {
        const draft = get().draft;
        if (!draft) return null;
        set((s) => {
          s.saveState = 'saving';
          s.expecting = draft.version + 1;
        });
        try {
          const updated = await api.putDraft(draft.id, draft.version, files, parent);
          set((s) => {
            s.draft = updated;
            s.saveState = s.unsaved.length > 0 ? 'unsaved' : 'saved';
          });
          // an undone clone or a fix may add or remove templates, pages or breakpoints
          await Promise.all([loadView(), loadLint(), loadCatalog()]);
          return updated;
        } catch (error) {
          set((s) => {
            s.saveState = s.unsaved.length > 0 ? 'unsaved' : 'saved';
          });
          const changed = draftChangedOf(error);
          if (changed) await changedElsewhere(changed.version);
          else failed(error, 'save the draft');
          return null;
        }
      };

      /** After a login: the work a failure or a lost session left in storage, sent again. */
      const restoreUnsaved = async () => {
        const work = loadUnsaved(storage, account());
        const draft = get().draft;
        if (!work) return;
        if (!draft || draft.id !== work.draftId || draft.version !== work.version) {
          clearUnsaved(storage, account());
          say(
            'error',
            `${work.edits.length} unsaved change(s) from before could not be applied: the draft changed since they were made (another tab, a publish, or a person). Make them again.`,
          );
          return;
        }
        set((s) => {
          s.unsaved = work.edits;
          if (work.view) {
            s.selection.template = work.view.template;
            s.selection.page = work.view.page;
          }
        });
        if (await send(work.edits, 'unsaved changes')) say('info', `Your ${work.edits.length} unsaved change(s) from before were saved to the draft.`);
      };

      const load = async (session: SessionInfo) => {
        set((s) => {
          s.phase = 'loading';
          s.session = session;
        });
        try {
          const draft = await ensureDraft(session);
          set((s) => {
            s.draft = draft;
            s.saveState = 'saved';
          });
          const catalog = await api.catalog(draft?.id);
          set((s) => {
            s.catalog = catalog;
            s.phase = 'ready';
          });
          await Promise.all([loadLint(), loadView()]);
          await restoreUnsaved();
        } catch (error) {
          failed(error, 'open the studio');
          if (get().phase === 'loading')
            set((s) => {
              s.phase = 'ready';
            });
        }
      };

      const undoRedo = async (from: 'undoStack' | 'redoStack') => {
        await serial(async () => {
          const step = get()[from].at(-1);
          const draft = get().draft;
          if (!step || !draft || get().busy) return;
          const undoing = from === 'undoStack';
          const updated = await put(applyPatch(draft.files, undoing ? step.before : step.after));
          if (!updated) return;
          set((s) => {
            s[from].pop();
            (undoing ? s.redoStack : s.undoStack).push(step);
          });
          say('info', `${undoing ? 'Undone' : 'Redone'}: ${step.label}`);
        });
      };

      const afterPublish = async (revision: RevisionMeta, what: string) => {
        const session = get().session;
        say('info', `${what}: revision ${revision.id} is live.`);
        set((s) => {
          s.undoStack = [];
          s.redoStack = [];
        });
        if (!session) return;
        try {
          const draft = await ensureDraft(session);
          set((s) => {
            s.draft = draft;
          });
          await Promise.all([loadView(), loadLint()]);
        } catch (error) {
          failed(error, 'start a new draft');
        }
      };

      const publishing = async (what: string, run: () => Promise<{ revision: RevisionMeta }>): Promise<PublishOutcome> => {
        set((s) => {
          s.busy = true;
        });
        try {
          const result = await run();
          await afterPublish(result.revision, what);
          return { kind: 'published', revision: result.revision };
        } catch (error) {
          const stale = staleParentOf(error);
          if (stale) return { kind: 'stale', ...stale };
          const problems = lintErrorsOf(error);
          if (problems) return { kind: 'lint', problems };
          const changed = draftChangedOf(error);
          if (changed) {
            await changedElsewhere(changed.version);
            return { kind: 'refused', message: 'The draft changed since you opened this dialog: it was reloaded; review the diff again.' };
          }
          failed(error, what.toLowerCase());
          return { kind: 'refused', message: describe(error) };
        } finally {
          set((s) => {
            s.busy = false;
          });
        }
      };

      return {
        phase: 'starting',
        session: null,
        catalog: null,
        draft: null,
        selection: { ...NO_SELECTION },
        view: null,
        lint: null,
        undoStack: [],
        redoStack: [],
        unsaved: [],
        saveState: 'saved',
        expecting: null,
        notice: null,
        busy: false,

        async start() {
          try {
            await load(await api.session());
          } catch (error) {
            set((s) => {
              s.phase = 'signedOut';
            });
            if (!(error instanceof ApiError && error.status === 401)) say('error', `The operator server did not answer: ${describe(error)}`);
          }
        },

        async login(name, password) {
          try {
            const session = await api.login(name, password);
            await load(session);
            return null;
          } catch (error) {
            if (error instanceof ApiError && error.code === 'invalidCredentials') return 'Wrong name or password.';
            if (error instanceof ApiError && error.code === 'tooManyAttempts') return 'Too many failed logins: wait a few minutes and try again.';
            return `Could not log in: ${describe(error)}`;
          }
        },

        async logout() {
          try {
            await api.logout();
          } catch (error) {
            if (!(error instanceof ApiError && error.sessionLost)) failed(error, 'log out');
          }
          set((s) => {
            s.phase = 'signedOut';
            s.session = null;
            s.draft = null;
            s.view = null;
            s.lint = null;
            s.catalog = null;
            s.undoStack = [];
            s.redoStack = [];
          });
        },

        permissions(template) {
          const session = get().session;
          if (!session) return { edit: false, publish: false };
          const key = template === undefined ? get().selection.template : template;
          const allowed = permissionsFor(session.grants, key);
          // a viewer has no draft to change
          return get().draft ? allowed : { ...allowed, edit: false };
        },

        async selectTemplate(template, page = null) {
          const summary = get().catalog?.templates.find((t) => t.key === template);
          const site = get().catalog?.sites.find((s) => s.theme_code === template);
          set((s) => {
            s.selection.template = template;
            s.selection.page = page;
            s.selection.node = null;
            if (summary && s.selection.breakpoint && !summary.breakpoints.some((b) => b.name === s.selection.breakpoint)) s.selection.breakpoint = null;
            const languages = site?.languages ?? [];
            if (languages.length > 0 && !languages.includes(s.selection.language)) s.selection.language = languages[0]!;
            if (page && summary) s.selection.path = summary.routes.find((r) => r.page === page)?.path ?? s.selection.path;
          });
          await loadView();
        },

        async selectPage(page) {
          const template = get().selection.template;
          if (template) await get().selectTemplate(template, page);
        },

        selectNode(key) {
          set((s) => {
            s.selection.node = key;
          });
        },

        setBreakpoint(name) {
          set((s) => {
            s.selection.breakpoint = name;
          });
        },

        setPath(path) {
          const summary = get().catalog?.templates.find((t) => t.key === get().selection.template);
          const page = summary?.routes.find((r) => r.path === path)?.page;
          set((s) => {
            s.selection.path = path;
          });
          if (page && page !== get().selection.page) void get().selectPage(page);
        },

        setLanguage(language) {
          set((s) => {
            s.selection.language = language;
          });
        },

        setAs(as) {
          set((s) => {
            s.selection.as = as;
          });
        },

        edit(edit) {
          const edits = Array.isArray(edit) ? edit : [edit];
          if (!get().permissions().edit) {
            say('error', 'Your role cannot change this template.');
            return Promise.resolve(false);
          }
          return serial(() => {
            const label = edits.length === 1 ? describeEdit(edits[0]!) : `${edits.length} changes`;
            // unsaved edits go first, so the draft gets them in the order they were made
            return send([...get().unsaved, ...edits], label);
          });
        },

        applyFiles(label, files) {
          return serial(async () => {
            const draft = get().draft;
            if (!draft || !get().permissions().edit) return false;
            const next = { ...draft.files, ...files };
            const step = stepBetween(label, draft.files, next);
            if (!step) return true;
            const updated = await put(next);
            if (!updated) return false;
            set((s) => {
              s.undoStack.push(step);
              if (s.undoStack.length > MAX_STEPS) s.undoStack.shift();
              s.redoStack = [];
            });
            say('info', `Applied: ${label}`);
            return true;
          });
        },

        retryUnsaved() {
          return serial(async () => {
            const edits = get().unsaved;
            if (edits.length > 0 && (await send(edits, 'unsaved changes'))) say('info', 'Your unsaved changes were saved to the draft.');
          });
        },

        undo: () => undoRedo('undoStack'),
        redo: () => undoRedo('redoStack'),

        reveal(problem) {
          const view = get().view;
          const match = view ? nodeAt(view, problem) : undefined;
          if (match)
            set((s) => {
              s.selection.node = match;
            });
          else say('info', `${problem.file}:${problem.line}: ${problem.message}`);
        },

        async diffToLive() {
          const draft = get().draft;
          if (!draft) throw new Error('there is no draft to compare');
          return api.diff('live', `draft:${draft.id}`);
        },

        publish(message) {
          const draft = get().draft;
          if (!draft) return Promise.resolve<PublishOutcome>({ kind: 'refused', message: 'There is no draft to publish.' });
          return publishing('Published', () => api.publishDraft(draft.id, draft.version, message));
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
          return serial(async () => {
            const draft = get().draft;
            if (!draft) return false;
            const files: FileMap = { ...draft.files };
            for (const choice of choices) {
              if (choice.take === 'mine') continue;
              if (choice.theirs === null) delete files[choice.file];
              else files[choice.file] = choice.theirs;
            }
            const step = stepBetween('merge with the live revision', draft.files, files);
            const updated = await put(files, live);
            if (!updated) return false;
            if (step)
              set((s) => {
                s.undoStack.push(step);
                s.redoStack = [];
              });
            say('info', `The draft now builds on revision ${live}: review the diff and publish.`);
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

        vitals() {
          return api.vitals(get().selection.template ?? undefined);
        },

        async demoSites() {
          const [sites, live] = await Promise.all([api.demoSites(), api.catalog()]);
          return { sites, live: live.templates };
        },

        pointDemoSite(domain, theme_code, theme_color) {
          return api.pointDemoSite(domain, theme_code, theme_color);
        },

        rollback(revision, message) {
          return publishing(`Rolled back to ${revision}`, () => api.rollback(revision, message));
        },

        searchMessages(query) {
          return api.searchMessages(query, get().draft?.id, get().selection.template ?? undefined);
        },

        assets() {
          return api.assets();
        },

        async previewLink(site) {
          const draft = get().draft;
          if (!draft) throw new Error('there is no draft to preview');
          return api.preview(draft.id, site);
        },

        say,

        dismissNotice() {
          set((s) => {
            s.notice = null;
          });
        },
      };
    }),
  );
}

export type StudioStore = ReturnType<typeof createStudioStore>;

/** A short name for an undo step. */
export function describeEdit(edit: Edit): string {
  switch (edit.op) {
    case 'setProp':
      return `set ${edit.prop}${edit.breakpoint ? ` at ${edit.breakpoint}` : ''}`;
    case 'resetProp':
      return `reset ${edit.prop}${edit.breakpoint ? ` at ${edit.breakpoint}` : ''}`;
    case 'setWhen':
      return edit.when ? 'set when' : 'remove when';
    case 'insert':
      return `insert ${edit.widget}`;
    case 'setTemplate':
      return `set ${edit.pointer}`;
    case 'cloneTemplate':
      return `clone ${edit.from} as ${edit.key}`;
    case 'giveId':
      return `give the id ${edit.id}`;
    default:
      return edit.op;
  }
}

/** The deepest node of the view whose source pointer holds the problem's pointer, in the problem's file. */
function nodeAt(view: PageView, problem: StudioProblem): string | undefined {
  let best: { key: string; depth: number } | undefined;
  const walk = (node: PageView['pageRoot']) => {
    const { file, pointer } = node.source;
    if (file === problem.file && (problem.pointer === pointer || problem.pointer.startsWith(`${pointer}/`))) {
      const depth = pointer.split('/').length;
      if (!best || depth > best.depth) best = { key: node.key, depth };
    }
    node.children.forEach(walk);
  };
  walk(view.layoutRoot);
  walk(view.pageRoot);
  return best?.key;
}
