import type { PageInputs } from '../../app/entry-server.tsx';
import { pageSearch } from '../../render/page-query.ts';
import { deviceClass, hintedWidth, readCookie, viewportHints } from '../../viewport/guess.ts';
import { VIEWPORT_COOKIE } from '../../viewport/breakpoints.ts';
import { LOCALE_COOKIE } from '../../i18n/locale-routing.ts';
import type { TargetingReads } from '../../render/targeting-reads.ts';
import { marketOf } from '../../app/audience.ts';

/**
 * The audience in a key: only what the page's rules read (its learnt `reads`), else, for a page not
 * rendered yet, the market and every variant, so no two audiences ever share a page.
 */
function audienceKey(inputs: PageInputs, reads: Pick<TargetingReads, 'market' | 'experiments'> | undefined): string {
  const market = !reads || reads.market ? (inputs.market ?? '-') : '';
  const ids = reads ? reads.experiments : Object.keys(inputs.variants).sort();
  return [`market:${market}`, ...ids.map((id) => `${id}=${inputs.variants[id] ?? ''}`)].join(' ');
}

/** The raw request's audience: the trusted market header and every experiment cookie, as the renderer may read any of them. */
function rawAudienceKey(request: Request, marketHeader: string | undefined): string {
  const market = marketHeader ? (marketOf(request.headers.get(marketHeader)) ?? '-') : '';
  const experiments = (request.headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith('exp_'))
    .sort();
  return [`market:${market}`, ...experiments].join(' ');
}

/** The viewport hints in a raw key: a plausible width (1–9999) and a phone's yes, so a header's other values land on one key. */
function viewportHintKey(request: Request): string {
  const hints = viewportHints(request.headers);
  return `${hintedWidth(hints) ?? ''}|${hints.mobile?.trim() === '?1' ? 'm' : ''}`;
}

/**
 * Everything besides the backend's data that a rendered page depends on: the site and URL (with only
 * the query parameters a page reads) and the page's inputs. Sessions live in the browser (§3), so no
 * page is a player's own. With `inputs` (src/server/player/page-inputs.ts: the language the site resolved,
 * the breakpoint guessed, the announcements dismissed or not) a random header or cookie value lands
 * on one of a few keys. Without (a host whose facts the renderer has not reported yet) the key holds
 * the raw language and breakpoint inputs and the cookies the widgets declare (`cookies`: the
 * announcement modal renders open unless one says "don't show again"), as the page may depend on any of them.
 * Either way the key holds the audience the page's `when` rules read (docs/targeting.md): its market
 * and experiment variants; time is not in the key, a kept page ends at its next window edge instead.
 */
export function pageKey(
  request: Request,
  keys: ReadonlySet<string>,
  inputs?: PageInputs,
  cookies: Iterable<string> = [],
  audience: { reads?: Pick<TargetingReads, 'market' | 'experiments'>; marketHeader?: string } = {},
): string {
  const url = new URL(request.url);
  const where = [request.method, url.host, url.pathname, pageSearch(url, keys)];
  if (inputs) {
    return [...where, 'inputs', inputs.locale, inputs.breakpoint, inputs.announcementDismissed ? 'dismissed' : '', audienceKey(inputs, audience.reads)].join(
      '\n',
    );
  }
  const cookie = request.headers.get('cookie');
  const locale = readCookie(cookie, LOCALE_COOKIE);
  return [
    ...where,
    'raw',
    locale === undefined ? `accept:${request.headers.get('accept-language') ?? ''}` : `locale:${locale}`,
    readCookie(cookie, VIEWPORT_COOKIE) ?? '',
    deviceClass(request.headers.get('user-agent')),
    viewportHintKey(request),
    ...[...cookies].sort().map((name) => `${name}=${readCookie(cookie, name) ?? ''}`),
    rawAudienceKey(request, audience.marketHeader),
  ].join('\n');
}
