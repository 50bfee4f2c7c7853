import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BREAKPOINTS } from '../../config/defaults.ts';
import { negotiateLanguage } from '../../i18n/accept-language.ts';
import { LANGUAGES } from '../../i18n/languages.ts';
import { LOCALE_COOKIE, resolveLocale, type SiteLocales, type Strategy } from '../../i18n/locale-routing.ts';
import { announcementDismissed } from '../../state/announcement-cookie.ts';
import { guessBreakpoint, readCookie } from '../../viewport/guess.ts';
import { normalisedRequest, pageInputs, type SiteFacts } from './page-inputs.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const facts = (strategy: Strategy, extra: Partial<SiteLocales> = {}): SiteFacts => ({
  locales: { strategy, defaultCode: 'EN', available: ['EN', 'CN', 'BN'], rootRedirect: null, ...extra },
  breakpoints: DEFAULT_BREAKPOINTS,
});

/** What the app decides from a request (src/app/loaders.ts decideLocale, entry-server.tsx breakpointFor). */
function appDecides(request: Request, site: SiteFacts) {
  const url = new URL(request.url);
  const cookies = request.headers.get('cookie');
  return {
    locale: resolveLocale(
      {
        pathname: url.pathname,
        search: url.search,
        cookie: readCookie(cookies, LOCALE_COOKIE),
        negotiated: negotiateLanguage(request.headers.get('accept-language'), site.locales),
      },
      site.locales,
    ),
    breakpoint: guessBreakpoint(cookies, request.headers.get('user-agent'), site.breakpoints),
    dismissed: announcementDismissed(cookies),
  };
}

const folders = Object.values(LANGUAGES).map((l) => l.folder);
/** a request's path, language and breakpoint inputs, and the site's language settings */
interface Raw {
  path: string;
  accept: string | undefined;
  locale: string | undefined;
  viewport: string | undefined;
  ann: string | undefined;
  agent: string | undefined;
  strategy: Strategy;
  rootRedirect: string | null;
}
const anyRequest: fc.Arbitrary<Raw> = fc.record({
  path: fc.constantFrom('/', '/slots', '/cn', '/cn/slots', '/en/slots', '/bn/promotions', '/vi/slots', '/CN/slots'),
  accept: fc.option(fc.oneof(fc.constantFrom('zh-CN,zh;q=0.9', 'bn', 'en-GB', 'fr;q=0.5,*', 'xx', ''), fc.string()), { nil: undefined }),
  locale: fc.option(fc.oneof(fc.constantFrom(...folders, 'CN', 'zz'), fc.string()), { nil: undefined }),
  viewport: fc.option(fc.oneof(fc.constantFrom(...DEFAULT_BREAKPOINTS.map((b) => b.name), 'watch'), fc.string()), { nil: undefined }),
  ann: fc.option(fc.constantFrom('1', '0', 'yes'), { nil: undefined }),
  agent: fc.option(fc.constantFrom(IPHONE, IPAD, BOT, 'curl/8'), { nil: undefined }),
  strategy: fc.constantFrom<Strategy>('prefix_except_default', 'prefix_and_default', 'no_prefix'),
  rootRedirect: fc.constantFrom(null, '/slots'),
});

function requestOf(r: Raw): Request {
  const cookie = [
    r.locale === undefined ? '' : `${LOCALE_COOKIE}=${encodeURIComponent(r.locale)}`,
    r.viewport === undefined ? '' : `viewport=${encodeURIComponent(r.viewport)}`,
    r.ann === undefined ? '' : `ann_off=${r.ann}`,
  ].filter(Boolean);
  const headers = new Headers();
  if (cookie.length) headers.set('cookie', cookie.join('; '));
  if (r.accept !== undefined) headers.set('accept-language', r.accept.replace(/[^\x20-\x7e]/g, ''));
  if (r.agent !== undefined) headers.set('user-agent', r.agent);
  return new Request(`http://casino1.localhost${r.path}?utm=1`, { headers });
}

describe('page inputs', () => {
  it('the normalised request is decided exactly as the raw one: language decision, breakpoint, announcements', () => {
    fc.assert(
      fc.property(anyRequest, (r) => {
        const site = facts(r.strategy, { rootRedirect: r.rootRedirect });
        const raw = requestOf(r);
        const normal = normalisedRequest(raw, pageInputs(raw, site));
        expect(appDecides(normal, site)).toEqual(appDecides(raw, site));
        expect(pageInputs(normal, site)).toEqual(pageInputs(raw, site));
      }),
      { numRuns: 2_000 },
    );
  });

  it('the normalised request carries no header but the cookies stating the inputs', () => {
    const raw = new Request('http://casino1.localhost/slots?q=1', {
      headers: { cookie: 'i18n_redirected=bn; viewport=tablet; ann_off=1; _fbp=abc', 'accept-language': 'zh', 'user-agent': IPHONE, 'x-other': '1' },
    });
    const normal = normalisedRequest(raw, pageInputs(raw, facts('prefix_except_default')));
    expect([...normal.headers]).toEqual([['cookie', 'i18n_redirected=en; viewport=tablet; ann_off=1']]);
    expect(normal.url).toBe(raw.url);
  });

  it('resolves random values to the site default, a prefix to its language, Accept-Language only where the site uses it', () => {
    const site = facts('prefix_except_default');
    const at = (path: string, headers: Record<string, string>) => pageInputs(new Request(`http://casino1.localhost${path}`, { headers }), site);
    const plain = { locale: 'EN', breakpoint: 'desktop', announcementDismissed: false, variants: {} };
    expect(at('/slots', { 'accept-language': 'q8z-RANDOM', cookie: 'viewport=zz9; i18n_redirected=xq; ann_off=7' })).toEqual(plain);
    // an unprefixed path under prefix_except_default is the default language, whatever the browser prefers
    expect(at('/slots', { 'accept-language': 'zh-CN' })).toEqual(plain);
    expect(at('/cn/slots', { 'accept-language': 'bn' }).locale).toBe('CN');
    // "/" redirects to the preferred language
    expect(at('/', { 'accept-language': 'zh-CN' }).locale).toBe('CN');
    expect(at('/', { cookie: 'i18n_redirected=bn', 'accept-language': 'zh-CN' }).locale).toBe('BN');
    expect(at('/slots', { 'user-agent': IPHONE }).breakpoint).toBe('mobileMedium');
    expect(at('/slots', { 'user-agent': IPHONE, cookie: 'viewport=desktopWide' }).breakpoint).toBe('desktopWide');
  });
});
