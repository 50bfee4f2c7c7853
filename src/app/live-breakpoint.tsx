import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { useSite } from '../state/site-context.tsx';
import { breakpointForWidth, VIEWPORT_COOKIE } from '../viewport/breakpoints.ts';
import { useRootData } from '../state/root-data.tsx';

const LiveBreakpoint = createContext<string | null>(null);

/** The breakpoint the client measured; null while the server's guess still applies. */
export const useLiveBreakpoint = () => useContext(LiveBreakpoint);

/** §9 viewport cookie: 365 days, path /, SameSite Strict, Secure. */
function writeCookie(name: string) {
  document.cookie = `${VIEWPORT_COOKIE}=${encodeURIComponent(name)}; Max-Age=${365 * 24 * 3600}; Path=/; SameSite=Strict; Secure`;
}

/**
 * After hydration: follows the min-width media queries and remembers the breakpoint for the
 * server's next guess. A change re-renders the page as a transition, in slices the browser can
 * interrupt, never as one blocking task; a right guess changes nothing at all.
 */
export function LiveBreakpointProvider({ children }: { children: ReactNode }) {
  const { template } = useSite();
  const guessed = useRootData().breakpoint;
  const [live, setLive] = useState<string | null>(null);
  useEffect(() => {
    const queries = template.breakpoints.map((b) => window.matchMedia(`(min-width: ${b.width}px)`));
    const update = () => {
      const name = breakpointForWidth(template.breakpoints, window.innerWidth);
      writeCookie(name);
      startTransition(() => setLive((current) => (current === null && name === guessed ? current : name)));
    };
    update();
    queries.forEach((q) => q.addEventListener('change', update));
    return () => queries.forEach((q) => q.removeEventListener('change', update));
  }, [template, guessed]);
  return <LiveBreakpoint.Provider value={live}>{children}</LiveBreakpoint.Provider>;
}
