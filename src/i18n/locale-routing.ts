import { LANGUAGES, isLanguageCode, type LanguageCode } from './languages.ts';
import type { SiteLocales, Strategy } from './site-locales.ts';
import { localePath } from './locale-path.ts';

// apart, so the page's first chunk (PageHead's hreflang links) carries them without the routing decision only the loaders make
export { localePath, prefixOf } from './locale-path.ts';

export type { SiteLocales, Strategy } from './site-locales.ts';

export interface LocaleRequest {
  pathname: string;
  search: string;
  /** the locale cookie's code, if any */
  cookie: string | undefined;
  /**
   * The site language the visitor's browser asks for: on the server Accept-Language matched by
   * accept-language.ts; in the browser the language the server chose, so the matcher never ships.
   */
  negotiated: LanguageCode | undefined;
}

export type LocaleDecision =
  { kind: 'ok'; code: LanguageCode; prefixed: boolean; path: string } | { kind: 'redirect'; to: string; status: 301 | 302 } | { kind: 'notFound' };

/** §9 locale cookie (the name @nuxtjs/i18n uses). */
export const LOCALE_COOKIE = 'i18n_redirected';

function codeForFolder(folder: string, available: LanguageCode[]): LanguageCode | undefined {
  return available.find((c) => LANGUAGES[c].folder === folder.toLowerCase());
}

/** The language a visitor prefers: the cookie, else the browser's negotiated one, else the site default. */
export function preferredCode(req: Pick<LocaleRequest, 'cookie' | 'negotiated'>, site: SiteLocales): LanguageCode {
  const fromCookie = req.cookie ? codeForFolder(req.cookie, site.available) : undefined;
  if (fromCookie) return fromCookie;
  if (req.negotiated && site.available.includes(req.negotiated)) return req.negotiated;
  return site.defaultCode;
}

/**
 * Which language a URL is in, as @nuxtjs/i18n decides it: prefixes exist per the strategy; the
 * default language has no prefix under prefix_except_default (its prefix is a 404); no_prefix has
 * none at all. A first visit to "/" goes to the preferred language (302), or to rootRedirect.
 */
export function resolveLocale(req: LocaleRequest, site: SiteLocales): LocaleDecision {
  const [, first = '', ...rest] = req.pathname.split('/');
  const prefixCode = first ? codeForFolder(first, site.available) : undefined;
  const knownFolder = first !== '' && Object.values(LANGUAGES).some((l) => l.folder === first.toLowerCase());
  const unprefixed = prefixCode ? `/${rest.join('/')}` : req.pathname;

  if (site.strategy === 'no_prefix') {
    if (knownFolder) return { kind: 'notFound' };
    if (req.pathname === '/' && site.rootRedirect) return { kind: 'redirect', to: site.rootRedirect, status: 302 };
    return { kind: 'ok', code: preferredCode(req, site), prefixed: false, path: req.pathname };
  }
  if (knownFolder && !prefixCode) return { kind: 'notFound' };
  if (prefixCode) {
    if (site.strategy === 'prefix_except_default' && prefixCode === site.defaultCode) return { kind: 'notFound' };
    return { kind: 'ok', code: prefixCode, prefixed: true, path: unprefixed };
  }
  if (req.pathname === '/') {
    if (site.rootRedirect) return { kind: 'redirect', to: localePath(site.rootRedirect, preferredCode(req, site), site), status: 302 };
    const preferred = preferredCode(req, site);
    if (site.strategy === 'prefix_and_default' || preferred !== site.defaultCode) {
      return { kind: 'redirect', to: `${localePath('/', preferred, site)}${req.search}`, status: 302 };
    }
  }
  return { kind: 'ok', code: site.defaultCode, prefixed: false, path: req.pathname };
}

/**
 * The language a request's page is written in: the decision's; a path the site has no language
 * for (404) shows the site default. (A redirect renders no page: its target has its own.)
 */
export function pageLanguage(decision: LocaleDecision, site: SiteLocales): LanguageCode {
  return decision.kind === 'ok' ? decision.code : site.defaultCode;
}

/** Reads the site's language settings from startup data, dropping codes without message files. */
export function siteLocales(startup: {
  language?: { code: string }[];
  i18n?: { strategy?: Strategy; default_locale?: string; root_redirect?: string | null };
}): SiteLocales {
  const available = (startup.language ?? []).map((l) => l.code.toUpperCase()).filter(isLanguageCode);
  const wanted = (startup.i18n?.default_locale ?? 'EN').toUpperCase();
  const defaultCode = isLanguageCode(wanted) && available.includes(wanted) ? wanted : (available[0] ?? 'EN');
  return {
    strategy: startup.i18n?.strategy ?? 'prefix_except_default',
    defaultCode,
    available: available.length ? available : ['EN'],
    rootRedirect: startup.i18n?.root_redirect ?? null,
  };
}
