import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocalePath, useNavigate } from '../../../src/i18n/links.tsx';
import type { Game } from '../../../schemas/api/game.ts';
import type { SiteRef } from '../../../src/api/client.ts';
import { useApi } from '../../../src/api/context.tsx';
import { useSessionReady } from '../../../src/session/Guard.tsx';
import { useLoginAction, useLoginHref } from '../../../src/session/use-auth-redirect.ts';
import { useErrorHandler } from '../../../src/session/use-error-handler.ts';
import { credentialsOf } from '../../../src/session/use-session-actions.ts';
import { planLaunch, savePendingLaunch, takePendingLaunch } from '../../../src/lib/game-launch.ts';
import { sessionRestored, useSession } from '../../../src/state/session.ts';
import { useSite } from '../../../src/state/site-context.tsx';

/** §9 image resize debounce. */
export const IMAGE_RESIZE_DEBOUNCE_MS = 500;

export const gameKey = (g: Pick<Game, 'provider_code' | 'game_code'>) => `${g.provider_code}/${g.game_code}`;

/** The public identity of this site for calls made from the browser (§6). */
export function useSiteRef(): SiteRef {
  const { startup } = useSite();
  const externalId = startup.site.external_id;
  return useMemo(() => ({ domain_name: globalThis.location?.hostname ?? '', external_id: externalId }), [externalId]);
}

/**
 * The latest value of something that changes identity on every render (the §8 handler does), for
 * callbacks that must stay stable: memoised tiles and effects would otherwise re-run each render.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** false on the server and in the render that hydrates; true once mounted. */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch (error) {
    console.warn('Session storage unavailable: a guest launch will not resume after login', error);
    return null;
  }
}

/**
 * §3 launching: a guest goes through the login entry and the game starts once they are signed in;
 * popup providers get a window of their own (a blocked popup falls back to this tab).
 */
export function useGameLauncher(): (game: Game) => void {
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const loginAction = useLatest(useLoginAction());
  const ready = useSessionReady();
  const isAuthenticated = useSession((s) => s.isAuthenticated);

  const launch = useCallback(
    async (game: Game) => {
      // no await once it has been read: the heart flips and a popup opens within the click itself
      if (!useSession.persist.hasHydrated()) await sessionRestored();
      const plan = planLaunch(game, useSession.getState().isAuthenticated);
      if (plan.kind === 'login') {
        const store = storage();
        if (store) savePendingLaunch(store, game);
        loginAction.current();
      } else if (plan.kind === 'popup') {
        const win = window.open(localePath(plan.url), plan.target, 'popup,width=1280,height=800');
        if (!win) navigate(plan.url);
      } else {
        navigate(plan.url);
      }
    },
    [navigate, localePath, loginAction],
  );

  useEffect(() => {
    if (!ready || !isAuthenticated) return;
    const store = storage();
    const game = store ? takePendingLaunch(store) : null;
    if (game) void launch(game);
  }, [ready, isAuthenticated, launch]);

  return useCallback((game: Game) => void launch(game), [launch]);
}

/**
 * The heart on a tile: fav_add / fav_remove, shown at once and rolled back when the call fails
 * (the failure then goes to the §8 handler). A guest is sent to the login entry instead.
 */
export function useFavourites() {
  const api = useApi();
  const ready = useSessionReady();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const list = useSession((s) => s.game_fav_list);
  const loginAction = useLoginAction();
  const loginHref = useLoginHref();
  const handleError = useLatest(useErrorHandler());
  const loginRef = useLatest(loginAction);
  const keys = useMemo(() => new Set(list.map(gameKey)), [list]);
  const active = ready && isAuthenticated;

  const toggle = useCallback(
    async (game: Game) => {
      // no await once it has been read: the heart flips and a popup opens within the click itself
      if (!useSession.persist.hasHydrated()) await sessionRestored();
      const state = useSession.getState();
      const creds = credentialsOf(state);
      if (!state.isAuthenticated || !creds) {
        loginRef.current();
        return;
      }
      const key = gameKey(game);
      const before = state.game_fav_list;
      const index = before.findIndex((g) => gameKey(g) === key);
      const adding = index < 0;
      state.setFavourites(adding ? [game, ...before] : before.filter((g) => gameKey(g) !== key));
      const res = adding
        ? await api.home.favAdd(creds, {
            provider_code: game.provider_code,
            game_code: game.game_code,
            game_name: game.game_name,
            game_type: game.game_type,
            img_url: game.game_image,
          })
        : await api.home.favRemove(creds, game.provider_code, game.game_code);
      if (res.statusCode === 1) {
        useSession.getState().favouriteSettled();
        return;
      }
      const now = useSession.getState().game_fav_list.filter((g) => gameKey(g) !== key);
      useSession.getState().setFavourites(adding ? now : [...now.slice(0, index), game, ...now.slice(index)]);
      handleError.current(res);
    },
    [api, loginRef, handleError],
  );

  // stable while the favourites are: a grid's memoised tiles are not drawn again when a filter changes (widgets/GameGrid/Component.tsx)
  const isFavourite = useCallback((g: Game) => active && keys.has(gameKey(g)), [active, keys]);
  return { active, isFavourite, toggle, loginHref };
}
