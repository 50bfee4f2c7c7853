import type { RouteEntry } from '../../schemas/routes.ts';
import { LANGUAGES } from '../i18n/languages.ts';

/** The route a client navigation to `pathname` renders: its page's, past a language's prefix (`/cn/slots`). */
export function routeOfPath(pathname: string, routes: readonly RouteEntry[]): RouteEntry | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0]?.toLowerCase();
  const rest = first !== undefined && Object.values(LANGUAGES).some((l) => l.folder === first) ? segments.slice(1) : segments;
  const path = `/${rest.join('/')}`;
  return routes.find((r) => r.path === path);
}

/** The page a client navigation to `pathname` renders. */
export const pageOfPath = (pathname: string, routes: readonly RouteEntry[]): string | undefined => routeOfPath(pathname, routes)?.page;
