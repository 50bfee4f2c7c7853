import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useLocation, type Location } from 'react-router';
import { followHeldLink } from '../../render/held-link.ts';
import { checkForNewBuild, chunkReloadTarget, FIRST_CHECK_DELAY_MS, isChunkLoadError, shouldReloadForChunkError, VERSION_POLL_MS } from './new-version.ts';

declare const __BUILD_ID__: string;

let newBuildSeen = false;

/** `navigatingTo`: the router's navigation in progress, read when the chunk fails (a navigation's loader fetches its widgets' code). */
function reloadForChunk(reason: unknown, navigatingTo: () => Location | undefined) {
  if (!isChunkLoadError(reason)) return;
  // a link clicked on server HTML whose widget's code failed: the player goes where they clicked, as a
  // plain link would (no reload of the page they were leaving, and no guard: it is their click, not a loop)
  if (!navigatingTo() && followHeldLink()) return;
  let reload: boolean;
  try {
    reload = shouldReloadForChunkError(sessionStorage);
  } catch {
    reload = false;
  }
  if (!reload) return;
  const target = chunkReloadTarget(navigatingTo(), window.location);
  if (target === `${window.location.pathname}${window.location.search}${window.location.hash}`) window.location.reload();
  else window.location.assign(target);
}

/**
 * §4 new version: poll builds/latest.json (first after 1 s, then hourly); once a newer build is
 * live the next navigation is a full page load, so the player gets the new code at a natural
 * moment. A chunk that fails to load (an old build's file gone) reloads once, into the page the
 * player was going to when a navigation needed it.
 */
export function useNewVersion() {
  const location = useLocation();
  // the router itself, not its React state: a failing loader runs before the navigation state renders
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useEffect(() => {
    const navigatingTo = () => router?.state.navigation.location;
    const check = async () => {
      if (await checkForNewBuild(__BUILD_ID__)) newBuildSeen = true;
    };
    const first = window.setTimeout(check, FIRST_CHECK_DELAY_MS);
    const every = window.setInterval(check, VERSION_POLL_MS);
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      reloadForChunk((event as Event & { payload?: unknown }).payload ?? new Error('Failed to fetch dynamically imported module'), navigatingTo);
    };
    const onRejection = (event: PromiseRejectionEvent) => reloadForChunk(event.reason, navigatingTo);
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(every);
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [router]);
  useEffect(() => {
    if (newBuildSeen) window.location.reload();
  }, [location.pathname]);
}
