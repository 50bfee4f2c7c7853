import type { PageInputs, RenderedSite } from '../../app/entry-server.tsx';
import { negotiateLanguage } from '../../i18n/accept-language.ts';
import { LANGUAGES } from '../../i18n/languages.ts';
import { LOCALE_COOKIE, pageLanguage, preferredCode, resolveLocale } from '../../i18n/locale-routing.ts';
import { ANNOUNCEMENT_COOKIE, announcementDismissed } from '../../state/announcement-cookie.ts';
import { VIEWPORT_COOKIE } from '../../viewport/breakpoints.ts';
import { guessBreakpoint, readCookie, viewportHints } from '../../viewport/guess.ts';
import { experimentCookie, marketOf, variantsOf } from '../../app/audience.ts';

/** What a site decides a page's inputs with: its languages (startup data), its template's breakpoints and experiments. */
export type SiteFacts = Pick<RenderedSite, 'locales' | 'breakpoints' | 'experiments'>;

/** How the server reads the audience (docs/targeting.md): the trusted market header (MARKET_HEADER) and the draw for a new visitor. */
export interface AudienceSource {
  marketHeader?: string;
  random?: () => number;
}

/**
 * The inputs a request's page is rendered from, decided by the functions the app itself decides
 * them with: the language the site resolves for the URL (cookie, else Accept-Language matched onto
 * the site's languages, else its default; a language prefix wins), the breakpoint the server guesses
 * (the viewport cookie if it names one of the template's, else the width the browser hinted, else the User-Agent's device class) and
 * whether the announcements were dismissed. Any header value lands on one of a few outcomes.
 */
export function pageInputs(request: Request, site: SiteFacts, audience: AudienceSource = {}): PageInputs {
  const url = new URL(request.url);
  const cookies = request.headers.get('cookie');
  const asked = {
    pathname: url.pathname,
    search: url.search,
    cookie: readCookie(cookies, LOCALE_COOKIE),
    negotiated: negotiateLanguage(request.headers.get('accept-language'), site.locales),
  };
  const decision = resolveLocale(asked, site.locales);
  return {
    // a redirect's target depends on the preferred language: requests that prefer alike share it
    locale: decision.kind === 'redirect' ? preferredCode(asked, site.locales) : pageLanguage(decision, site.locales),
    breakpoint: guessBreakpoint(cookies, request.headers.get('user-agent'), site.breakpoints, viewportHints(request.headers)),
    announcementDismissed: announcementDismissed(cookies),
    ...marketIn(request, audience.marketHeader),
    // a new visitor's variants are drawn here, before the cache is asked: the page is keyed by them
    variants: variantsOf(cookies, site.experiments, audience.random).variants,
  };
}

function marketIn(request: Request, header: string | undefined): { market?: string } {
  const market = header ? marketOf(request.headers.get(header)) : undefined;
  return market ? { market } : {};
}

/** The experiments whose variant in `inputs` the request's cookies do not hold yet: the response sets their cookies. */
export function drawnVariants(request: Request, inputs: Pick<PageInputs, 'variants'>): string[] {
  const cookies = request.headers.get('cookie');
  return Object.entries(inputs.variants)
    .filter(([id, variant]) => readCookie(cookies, experimentCookie(id)) !== variant)
    .map(([id]) => id);
}

/**
 * The request as the renderer gets it once the inputs are decided: the same URL and method, and for
 * headers only the cookies that state those inputs (each resolves to itself), so the page is a
 * function of its cache key and no raw header or cookie can reach the HTML.
 */
export function normalisedRequest(request: Request, inputs: PageInputs, marketHeader?: string): Request {
  const cookie = [
    `${LOCALE_COOKIE}=${LANGUAGES[inputs.locale].folder}`,
    `${VIEWPORT_COOKIE}=${encodeURIComponent(inputs.breakpoint)}`,
    ...(inputs.announcementDismissed ? [`${ANNOUNCEMENT_COOKIE}=1`] : []),
    ...Object.entries(inputs.variants).map(([id, variant]) => `${experimentCookie(id)}=${variant}`),
  ].join('; ');
  const headers: Record<string, string> = { cookie };
  if (marketHeader && inputs.market) headers[marketHeader] = inputs.market;
  return new Request(request.url, { method: request.method, headers, signal: request.signal });
}

/** The same inputs: a page rendered with `b` may be kept under the key of `a`. */
export const sameInputs = (a: PageInputs, b: PageInputs): boolean =>
  a.locale === b.locale &&
  a.breakpoint === b.breakpoint &&
  a.announcementDismissed === b.announcementDismissed &&
  a.market === b.market &&
  JSON.stringify(Object.entries(a.variants).sort()) === JSON.stringify(Object.entries(b.variants).sort());
