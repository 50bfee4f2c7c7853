import { lazy, Suspense, useEffect, useState } from 'react';
import { useT } from '../i18n/IntlContext.tsx';
import { SESSION_STORAGE_KEY, useSession } from '../state/session.ts';
import { useLayout } from '../state/layout.ts';
import { useModals } from '../state/modals.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Toasts } from '../ui/Toasts.tsx';
import { useAlert } from '../session/alert-store.ts';
import { onLogoutElsewhere } from '../session/auth-storage.ts';
import { whenIdle } from '../session/when-idle.ts';
import { markHydrated } from './hydration-mark.ts';

/** The login modal's form (and its checks) is fetched when the modal first opens, not with every page. */
const LoginForm = lazy(() => import('../auth/LoginForm.tsx').then((m) => ({ default: m.LoginForm })));

/** A restored player's refresh and its error handling come with the session, not with every guest's page. */
const loadPlayerRefresh = () => import('./PlayerRefresh.tsx');
const PlayerRefresh = lazy(loadPlayerRefresh);

/** A guest's stored preferences (layout state) are read at most this long after the page is interactive. */
const RESTORE_WITHIN_MS = 500;

/** Whether this browser holds a signed-in session (a cheap look; the store validates it when read). */
function hasStoredSession(): boolean {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null');
    return (
      typeof stored === 'object' &&
      stored !== null &&
      'state' in stored &&
      typeof stored.state === 'object' &&
      stored.state !== null &&
      'isAuthenticated' in stored.state &&
      stored.state.isAuthenticated === true
    );
  } catch {
    return false;
  }
}

/**
 * Client-side session life: restores the stored session after hydration (so server and client
 * first render agree), refreshes the player's balance, follows logouts in other tabs, and hosts
 * the error dialog, the login modals and the toasts.
 */
export function SessionHost() {
  const t = useT();
  const [restoredPlayer, setRestoredPlayer] = useState(false);
  const alert = useAlert((s) => s.alert);
  const dismiss = useAlert((s) => s.dismiss);
  const modal = useModals((s) => s.modalStack.at(-1));
  const closeModal = useModals((s) => s.close);

  useEffect(() => {
    const restore = () => {
      void Promise.all([useSession.persist.rehydrate(), useLayout.persist.rehydrate()]).then(() => {
        // on a site page the mark also means the session has been restored
        markHydrated();
        if (useSession.getState().isAuthenticated) setRestoredPlayer(true);
      });
    };
    // A returning player's header and balance must not wait. A guest has nothing to restore, and
    // restoring updates the stores' subscribers synchronously: while React is still hydrating the
    // page's widgets that would force all of it into one long blocking task, so a guest's restore
    // waits until the main thread is idle.
    let cancelRestore = () => {};
    // Not after the language's full messages: a player who acts at once must act signed in (a text the
    // first messages lack renders empty for that moment, docs/hydration.md).
    if (hasStoredSession()) {
      // the refresh's chunk and the API client it calls (src/api/lazy-api.ts) travel while the stores are read
      void loadPlayerRefresh();
      void import('../api/client.ts');
      restore();
    } else cancelRestore = whenIdle(RESTORE_WITHIN_MS, restore);
    const stopWatching = onLogoutElsewhere(() => {
      useSession.getState().reset();
      window.location.reload();
    });
    return () => {
      cancelRestore();
      stopWatching();
    };
  }, []); // once per page load: the session is restored and watched for the page's life

  const loginModal = modal === 'login' || modal === 'signin' ? modal : null;
  return (
    <>
      {restoredPlayer ? (
        <Suspense fallback={null}>
          <PlayerRefresh />
        </Suspense>
      ) : null}
      <Toasts />
      <Dialog open={alert !== null} title={alert?.title ?? ''} onClose={dismiss} closeLabel={t('ui.close')} size="small">
        <p>{alert?.text}</p>
        <div className="dialog__actions">
          <button type="button" className="btn btn--primary" onClick={dismiss}>
            {t('ui.ok')}
          </button>
        </div>
      </Dialog>
      <Dialog open={loginModal !== null} title={t(loginModal === 'signin' ? 'ui.signIn' : 'ui.login')} onClose={closeModal} closeLabel={t('ui.close')}>
        {loginModal ? (
          <Suspense fallback={<p role="status">{t('ui.loading')}</p>}>
            <LoginForm variant={loginModal} onDone={closeModal} onLeave={closeModal} />
          </Suspense>
        ) : null}
      </Dialog>
    </>
  );
}
