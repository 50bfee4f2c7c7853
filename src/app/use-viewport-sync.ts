import { useEffect } from 'react';
import { useSite } from '../state/site-context.tsx';
import { useViewportStore } from '../viewport/store.ts';
import { breakpointForWidth, VIEWPORT_COOKIE } from '../viewport/breakpoints.ts';

/** §9 viewport cookie: 365 days, path /, SameSite Strict, Secure. */
function writeCookie(name: string) {
  document.cookie = `${VIEWPORT_COOKIE}=${encodeURIComponent(name)}; Max-Age=${365 * 24 * 3600}; Path=/; SameSite=Strict; Secure`;
}

/** After hydration: follow min-width media queries and remember the breakpoint for the server's next guess. */
export function useViewportSync() {
  const { template } = useSite();
  const setBreakpoint = useViewportStore((s) => s.setBreakpoint);
  useEffect(() => {
    const queries = template.breakpoints.map((b) => window.matchMedia(`(min-width: ${b.width}px)`));
    const update = () => {
      const name = breakpointForWidth(template.breakpoints, window.innerWidth);
      setBreakpoint(name);
      writeCookie(name);
    };
    update();
    queries.forEach((q) => q.addEventListener('change', update));
    return () => queries.forEach((q) => q.removeEventListener('change', update));
  }, [template, setBreakpoint]);
}
