import type { PageInputs } from '../app/entry-server.tsx';
import { pageSearch } from '../render/page-query.ts';
import { deviceClass, readCookie } from '../viewport/guess.ts';
import { VIEWPORT_COOKIE } from '../viewport/breakpoints.ts';
import { LOCALE_COOKIE } from '../i18n/locale-routing.ts';

/**
 * Everything besides the backend's data that a rendered page depends on: the site and URL (with only
 * the query parameters a page reads) and the page's inputs. Sessions live in the browser (§3), so no
 * page is a player's own. With `inputs` (src/server/page-inputs.ts: the language the site resolved,
 * the breakpoint guessed, the announcements dismissed or not) a random header or cookie value lands
 * on one of a few keys. Without (a host whose facts the renderer has not reported yet) the key holds
 * the raw language and breakpoint inputs and the cookies the widgets declare (`cookies`: the
 * announcement modal renders open unless one says "don't show again"), as the page may depend on any of them.
 */
export function pageKey(request: Request, keys: ReadonlySet<string>, inputs?: PageInputs, cookies: Iterable<string> = []): string {
  const url = new URL(request.url);
  const where = [request.method, url.host, url.pathname, pageSearch(url, keys)];
  if (inputs) return [...where, 'inputs', inputs.locale, inputs.breakpoint, inputs.announcementDismissed ? 'dismissed' : ''].join('\n');
  const cookie = request.headers.get('cookie');
  const locale = readCookie(cookie, LOCALE_COOKIE);
  return [
    ...where,
    'raw',
    locale === undefined ? `accept:${request.headers.get('accept-language') ?? ''}` : `locale:${locale}`,
    readCookie(cookie, VIEWPORT_COOKIE) ?? '',
    deviceClass(request.headers.get('user-agent')),
    ...[...cookies].sort().map((name) => `${name}=${readCookie(cookie, name) ?? ''}`),
  ].join('\n');
}
