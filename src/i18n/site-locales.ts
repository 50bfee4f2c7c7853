/** How a site routes its languages: apart from the routing, so the path helpers can name it without importing the decision. */
import type { LanguageCode } from './languages.ts';

export type Strategy = 'prefix_except_default' | 'prefix_and_default' | 'no_prefix';

export interface SiteLocales {
  strategy: Strategy;
  /** the site's default language code (EN, CN, …) */
  defaultCode: LanguageCode;
  /** the codes the site offers */
  available: LanguageCode[];
  /** @nuxtjs/i18n rootRedirect: "/" goes there (302) */
  rootRedirect: string | null;
}
