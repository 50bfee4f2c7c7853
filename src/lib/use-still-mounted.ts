import { useCallback, useEffect, useRef } from 'react';

/**
 * Whether the component is still on the page, for what an async handler does when it ends: a form
 * whose player was already taken elsewhere (a guest-only page's guard sends a signed-in player home
 * as soon as the session says so) must not navigate again, or it cancels the navigation that
 * followed, such as a game launch the player asked for before logging in.
 */
export function useStillMounted(): () => boolean {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(() => mounted.current, []);
}
