import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { checkForNewBuild, FIRST_CHECK_DELAY_MS, isChunkLoadError, shouldReloadForChunkError, VERSION_POLL_MS } from './new-version.ts';

declare const __BUILD_ID__: string;

let newBuildSeen = false;

function reloadForChunk(reason: unknown) {
  if (!isChunkLoadError(reason)) return;
  let reload: boolean;
  try {
    reload = shouldReloadForChunkError(sessionStorage);
  } catch {
    reload = false;
  }
  if (reload) window.location.reload();
}

/**
 * §4 new version: poll builds/latest.json (first after 1 s, then hourly); once a newer build is
 * live the next navigation is a full page load, so the player gets the new code at a natural
 * moment. A chunk that fails to load (an old build's file gone) reloads once.
 */
export function useNewVersion() {
  const location = useLocation();
  useEffect(() => {
    const check = async () => {
      if (await checkForNewBuild(__BUILD_ID__)) newBuildSeen = true;
    };
    const first = window.setTimeout(check, FIRST_CHECK_DELAY_MS);
    const every = window.setInterval(check, VERSION_POLL_MS);
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      reloadForChunk((event as Event & { payload?: unknown }).payload ?? new Error('Failed to fetch dynamically imported module'));
    };
    const onRejection = (event: PromiseRejectionEvent) => reloadForChunk(event.reason);
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(every);
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  useEffect(() => {
    if (newBuildSeen) window.location.reload();
  }, [location.pathname]);
}
