/**
 * The operator's session: signing in and out, what the grants allow, and opening the studio on a
 * session (the draft, the catalog, its lint and view, and any unsaved work from before).
 */
import { ApiError } from '../../api/errors.ts';
import type { SessionInfo } from '../../api/types.ts';
import type { SsoInfo } from '../../../schemas/operator-api/sso.ts';
import type { Permissions } from '../../panels.ts';
import { permissionsFor } from '../permissions.ts';
import { ensureDraft, restoreUnsaved } from './draft.ts';
import { describe, type Kit } from './kit.ts';
import { loadLint } from './problems.ts';
import { loadView } from './selection.ts';
import { methodsAsked, proofProblem, withProof, type Proof } from './second-factor.ts';
import type { SecondFactorMethod } from '../../../schemas/operator-api/second-factor-answers.ts';

export type Phase = 'starting' | 'signedOut' | 'loading' | 'ready';

export type LoginProblem = string | null | { needs: SecondFactorMethod[] };

export interface SessionSlice {
  phase: Phase;
  session: SessionInfo | null;
  /** single sign-on as the server offers it (issue 50); null until asked, or when the server did not say */
  sso: SsoInfo | null;
  start(): Promise<void>;
  /** null once logged in; a string: why not; `needs`: the password was right, a second factor is asked for */
  login(name: string, password: string, proof?: Proof): Promise<LoginProblem>;
  logout(): Promise<void>;
  permissions(template?: string | null): Permissions;
}

export function createSessionSlice(kit: Kit): SessionSlice {
  const { api, set, get } = kit;
  return {
    phase: 'starting',
    session: null,
    sso: null,

    async start() {
      try {
        await open(kit, await api.session());
      } catch (error) {
        // the login screen offers single sign-on when the server has it; without an answer, the password form alone
        const sso = await api.sso().catch(() => null);
        set((s) => {
          s.phase = 'signedOut';
          s.sso = sso;
        });
        if (!(error instanceof ApiError && error.status === 401)) get().say('error', `The operator server did not answer: ${describe(error)}`);
      }
    },

    async login(name, password, proof = {}) {
      try {
        await open(kit, await withProof(proof, (factor) => api.login(name, password, factor)));
        return null;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'invalidCredentials') return 'Wrong name or password.';
        if (error instanceof ApiError && error.code === 'tooManyAttempts') return 'Too many failed logins: wait a few minutes and try again.';
        const needs = methodsAsked(error);
        if (needs && !proof.code && !proof.passkey) return { needs };
        if (error instanceof ApiError && error.status === 401) return proofProblem(error);
        return `Could not log in: ${describe(error)}`;
      }
    },

    async logout() {
      try {
        await api.logout();
      } catch (error) {
        if (!(error instanceof ApiError && error.sessionLost)) kit.failed(error, 'log out');
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
  };
}

/** The studio on a session: its draft, the catalog, their lint and view, then what was left unsaved. */
async function open(kit: Kit, session: SessionInfo): Promise<void> {
  const { api, set, get } = kit;
  set((s) => {
    s.phase = 'loading';
    s.session = session;
  });
  try {
    const draft = await ensureDraft(kit, session);
    set((s) => {
      s.draft = draft;
      s.saveState = 'saved';
    });
    const catalog = await api.catalog(draft?.id);
    set((s) => {
      s.catalog = catalog;
      s.phase = 'ready';
    });
    await Promise.all([loadLint(kit), loadView(kit)]);
    await restoreUnsaved(kit);
  } catch (error) {
    kit.failed(error, 'open the studio');
    if (get().phase === 'loading')
      set((s) => {
        s.phase = 'ready';
      });
  }
}
