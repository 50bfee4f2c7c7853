import type { RouteEntry } from '../../schemas/routes.ts';

/** §2: /minigame uses the minigame layout; otherwise the route's own, else the site template's. */
export function routeLayoutOverride(path: string, routes: readonly RouteEntry[]): string | null {
  if (path === '/minigame') return 'minigame';
  return routes.find((r) => r.path === path)?.layout ?? null;
}

export function chooseLayout(path: string, routes: readonly RouteEntry[], templateLayout: string): string {
  return routeLayoutOverride(path, routes) ?? templateLayout;
}
