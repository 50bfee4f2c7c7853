import type { RegisteredWidget } from '../render/types.ts';
import { deviceClass, readCookie } from '../viewport/guess.ts';
import { VIEWPORT_COOKIE } from '../viewport/breakpoints.ts';
import { ANNOUNCEMENT_COOKIE } from '../state/announcement-cookie.ts';
import { LOCALE_COOKIE } from '../i18n/locale-routing.ts';

/**
 * The query parameters any page reads while rendering: what the widgets declare (`query` in each
 * widget's index.ts). The list lives with the widget that reads the parameter, so a new reader
 * cannot be forgotten here and a page stays cacheable without anyone editing the server.
 */
export function pageQueryKeys(widgets: readonly RegisteredWidget[]): ReadonlySet<string> {
  return new Set(widgets.flatMap((w) => w.query ?? []));
}

/** The request's query with only the parameters a page reads, in a fixed order. */
export function pageSearch(url: URL, keys: ReadonlySet<string>): string {
  const kept = [...url.searchParams].filter(([name]) => keys.has(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length === 0 ? '' : `?${new URLSearchParams(kept).toString()}`;
}

/** The request as the page sees it: the same, minus the parameters no page reads. */
export function pageRequest(request: Request, keys: ReadonlySet<string>): Request {
  const url = new URL(request.url);
  const search = pageSearch(url, keys);
  if (search === url.search) return request;
  url.search = search;
  return new Request(url, { method: request.method, headers: request.headers, signal: request.signal });
}

/**
 * Everything besides the backend's data that a rendered page depends on: the site and URL (with only
 * the query parameters a page reads), the language inputs (cookie, else Accept-Language) and the
 * breakpoint inputs (cookie, device). Sessions live in the browser (§3), so no page is a player's own.
 */
export function pageKey(request: Request, keys: ReadonlySet<string>): string {
  const url = new URL(request.url);
  const cookie = request.headers.get('cookie');
  const locale = readCookie(cookie, LOCALE_COOKIE);
  return [
    request.method,
    url.host,
    url.pathname,
    pageSearch(url, keys),
    locale === undefined ? `accept:${request.headers.get('accept-language') ?? ''}` : `locale:${locale}`,
    readCookie(cookie, VIEWPORT_COOKIE) ?? '',
    deviceClass(request.headers.get('user-agent')),
    // the server renders the announcement modal open unless this says "don't show again"
    readCookie(cookie, ANNOUNCEMENT_COOKIE) ?? '',
  ].join('\n');
}
