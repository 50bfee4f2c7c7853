import { pageSearch } from '../render/page-query.ts';
import { deviceClass, readCookie } from '../viewport/guess.ts';
import { VIEWPORT_COOKIE } from '../viewport/breakpoints.ts';
import { ANNOUNCEMENT_COOKIE } from '../state/announcement-cookie.ts';
import { LOCALE_COOKIE } from '../i18n/locale-routing.ts';

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
