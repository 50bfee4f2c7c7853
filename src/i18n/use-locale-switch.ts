import type { NavigateOptions } from 'react-router';
import { useRootData } from '../state/root-data.tsx';
import { LANGUAGES, type LanguageCode } from './languages.ts';
import { LANGUAGE_NAMES } from './language-names.ts';
import { LOCALE_COOKIE, localePath } from './locale-routing.ts';

/** §9 locale cookie: 365 days, path /, SameSite Lax. */
export function writeLocaleCookie(code: LanguageCode): void {
  document.cookie = `${LOCALE_COOKIE}=${LANGUAGES[code].folder}; Max-Age=${365 * 24 * 3600}; Path=/; SameSite=Lax`;
}

/**
 * Switching language: with a prefix strategy it is a navigation to the same page in the other
 * language; with no_prefix the cookie changes and the data reloads. Either way the new language
 * takes effect when that navigation finishes (§4: the pending change is finalised after it).
 * The navigation re-runs only the root loader (language, messages, link prefix): layout and page
 * data serve every language, and reloading them would make the whole page render twice
 * (src/app/revalidation.ts).
 */
export function useLocaleSwitch(
  location: { pathname: string; search: string },
  navigate: (to: string, options: NavigateOptions) => void,
  revalidator: { revalidate(): Promise<void> | void },
) {
  const { locales, localePrefix } = useRootData();
  const bare = localePrefix && location.pathname.startsWith(localePrefix) ? location.pathname.slice(localePrefix.length) || '/' : location.pathname;
  const options = locales.available.map((code) => ({ code, name: LANGUAGE_NAMES[code] }));
  const hrefFor = (code: LanguageCode) => `${localePath(bare, code, locales)}${location.search}`;
  const switchTo = (code: LanguageCode) => {
    writeLocaleCookie(code);
    if (locales.strategy === 'no_prefix') void revalidator.revalidate();
    else navigate(hrefFor(code), { defaultShouldRevalidate: false });
  };
  return { options, hrefFor, switchTo };
}
