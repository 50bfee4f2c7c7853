import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
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
 * server's next guess; a right guess changes nothing at all. A change is an ordinary update, not a
 * transition: a transition that reaches a slot React has not hydrated yet (src/render/hydrate-gate.tsx)
 * waits for that slot to come alive, which a `never` slot never does.
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
      setLive((current) => (current === null && name === guessed ? current : name));
    };
    update();
    queries.forEach((q) => q.addEventListener('change', update));
    return () => queries.forEach((q) => q.removeEventListener('change', update));
  }, [template, guessed]);
  return <LiveBreakpoint.Provider value={live}>{children}</LiveBreakpoint.Provider>;
}
