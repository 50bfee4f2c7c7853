import { useEffect } from 'react';

/**
 * `html[data-hydrated]`: set once the page is interactive, on every kind of page (site, maintenance,
 * invalid theme), so tests and monitoring tell a live page from server HTML the same way everywhere.
 */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = 'true';
}

/** For pages without a session to restore: marked as soon as React has hydrated them. */
export function useHydrationMark(): void {
  useEffect(markHydrated, []);
}
