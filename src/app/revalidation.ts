import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { RouteEntry } from '../../schemas/routes.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { routeLayoutOverride } from './layout-choice.ts';

/**
 * Which loaders a client navigation re-runs (see also useLocaleSwitch). Loader data is language
 * independent by construction: widget loaders get no language (LoadContext) and load every
 * language's text (a CMS section's English and local bodies; the component picks one). So the
 * language switcher navigates with `defaultShouldRevalidate: false` and only the root, which owns
 * the language, its messages and the link prefix, insists on re-running. Re-running the layout and
 * page loaders too would rebuild every widget's data and, since they finish a task later than the
 * root's, make React render and commit the whole page twice (the router's "loading" state, then
 * the result; docs/performance.md, language switch).
 */

const FOLDERS = new Set<string>(Object.values(LANGUAGES).map((l) => l.folder));

/** The language folder a path starts with ('cn' for /cn/slots), or '' when its first segment is none. */
export function languagePrefix(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return FOLDERS.has(first) ? first : '';
}

/** The path without its language prefix: /cn/slots → /slots, /cn → /. */
export function withoutLanguagePrefix(pathname: string): string {
  const prefix = languagePrefix(pathname);
  return prefix ? pathname.slice(prefix.length + 1) || '/' : pathname;
}

/** The same page with the same query in another language: a language switch under a prefix strategy. */
export function isLanguageSwitch(current: URL, next: URL): boolean {
  return (
    languagePrefix(current.pathname) !== languagePrefix(next.pathname) &&
    withoutLanguagePrefix(current.pathname) === withoutLanguagePrefix(next.pathname) &&
    current.search === next.search
  );
}

type Args = Pick<ShouldRevalidateFunctionArgs, 'currentUrl' | 'nextUrl' | 'defaultShouldRevalidate'>;

/** Root: startup and messages change only with the language prefix (or an explicit revalidation). */
export function rootShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: Args): boolean {
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return languagePrefix(currentUrl.pathname) !== languagePrefix(nextUrl.pathname);
}

/**
 * Layout: its loader chooses the layout and rejects language prefixes the site lacks (404), so it
 * re-runs when the prefix or the layout may change, or the path is none of the site's routes. A language switch (same page, other prefix)
 * follows the navigation's default: the switcher, which only offers the site's languages, says
 * false; any other navigation to another prefix changes the :lang param, whose default is true.
 */
export function layoutShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: Args, routes: readonly RouteEntry[]): boolean {
  if (currentUrl.href === nextUrl.href || isLanguageSwitch(currentUrl, nextUrl)) return defaultShouldRevalidate;
  // a one-segment path outside the site's table (a hidden or another brand's route, a typo) matches
  // `:lang?` with the home page: only the layout's loader, which rejects that "language", makes it a 404
  const next = withoutLanguagePrefix(nextUrl.pathname);
  if (!routes.some((r) => r.path === next)) return true;
  return (
    languagePrefix(currentUrl.pathname) !== languagePrefix(nextUrl.pathname) ||
    routeLayoutOverride(withoutLanguagePrefix(currentUrl.pathname), routes) !== routeLayoutOverride(withoutLanguagePrefix(nextUrl.pathname), routes)
  );
}
