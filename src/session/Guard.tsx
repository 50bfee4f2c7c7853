import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from '../i18n/links.tsx';
import { useT } from '../i18n/IntlContext.tsx';
import { useSession } from '../state/session.ts';
import { useAuthRedirect } from './use-auth-redirect.ts';
import type { RouteGuard } from '../../schemas/routes.ts';

const subscribeHydration = (onChange: () => void) => useSession.persist.onFinishHydration(onChange);

/** Whether the stored session has been read; false on the server and during hydration. */
export function useSessionReady(): boolean {
  return useSyncExternalStore(
    subscribeHydration,
    () => useSession.persist.hasHydrated(),
    () => false,
  );
}

const subscribeSession = (onChange: () => void) => {
  const stopHydration = useSession.persist.onFinishHydration(onChange);
  const stopState = useSession.subscribe(onChange);
  return () => {
    stopHydration();
    stopState();
  };
};

/**
 * Whether a restored session is signed in: false on the server, during hydration and for a guest
 * throughout, so a guest's page never re-renders when the stored session is read.
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(
    subscribeSession,
    () => useSession.persist.hasHydrated() && useSession.getState().isAuthenticated,
    () => false,
  );
}

/**
 * The signed-in player's VIP level name, for `when.vip` (docs/targeting.md): undefined on the server,
 * during hydration, for a guest, and until the VIP record arrives, as `useSignedIn` is false then.
 */
export function useVipLevel(): string | undefined {
  return useSyncExternalStore(
    subscribeSession,
    () => {
      const s = useSession.getState();
      return useSession.persist.hasHydrated() && s.isAuthenticated && s.vip.currentLevel ? s.vip.currentLevel : undefined;
    },
    () => undefined,
  );
}

/**
 * §2/§6 route rules. A guarded page renders only for a signed-in player (the server cannot know,
 * so it renders a neutral placeholder); a guest is sent per the template. Guest-only pages send
 * a signed-in player home.
 */
export function Guard({ rule, children }: { rule: RouteGuard; children: ReactNode }) {
  const t = useT();
  const ready = useSessionReady();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const redirect = useAuthRedirect();
  const navigate = useNavigate();
  const blocked = ready && ((rule === 'auth' && !isAuthenticated) || (rule === 'guest' && isAuthenticated));

  useEffect(() => {
    if (!blocked) return;
    if (rule === 'auth') redirect();
    else navigate('/', { replace: true });
  }, [blocked, rule, redirect, navigate]);

  if (rule === 'none' || (rule === 'guest' && !blocked)) return children;
  if (!ready || blocked) {
    return (
      <div className="guard-pending" role="status" aria-live="polite">
        {t('ui.checkingSession')}
      </div>
    );
  }
  return children;
}
