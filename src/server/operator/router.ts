import type { Route } from './context.ts';

export type Match = { route: Route; params: Record<string, string> } | { allowed: string[] } | undefined;

/** The route for a method and path: its params, or the methods the path allows (405), or nothing (404). */
export function matchRoute(routes: readonly Route[], method: string, path: string): Match {
  const segments = path.split('/');
  const allowed: string[] = [];
  for (const route of routes) {
    const pattern = route.pattern.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((part, i) => {
      const segment = segments[i]!;
      if (!part.startsWith(':')) return part === segment;
      if (segment === '' || segment.length > 200) return false;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return false;
      }
      return true;
    });
    if (!fits) continue;
    if (route.method === method) return { route, params };
    allowed.push(route.method);
  }
  return allowed.length > 0 ? { allowed } : undefined;
}
