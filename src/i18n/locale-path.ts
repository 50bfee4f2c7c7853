import { LANGUAGES, type LanguageCode } from './languages.ts';
import type { SiteLocales } from './site-locales.ts';

/** A language's URL prefix (`/cn`). */
export const prefixOf = (code: LanguageCode) => `/${LANGUAGES[code].folder}`;

/** A path in a language, per the strategy (the URL the language switcher and hreflang links use). */
export function localePath(path: string, code: LanguageCode, site: SiteLocales): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (site.strategy === 'no_prefix') return clean;
  if (site.strategy === 'prefix_except_default' && code === site.defaultCode) return clean;
  return clean === '/' ? prefixOf(code) : `${prefixOf(code)}${clean}`;
}
