import type { SeoRecord } from '../../schemas/api/settings.ts';
import type { LanguageCode } from '../i18n/languages.ts';
import { isLanguage, pickText } from '../i18n/pick-text.ts';

/** An item body (HTML) as one line of text for a meta description. */
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export interface HeadTexts {
  title: string;
  description: string | undefined;
  keywords: string | undefined;
}

/**
 * The page head's texts from its SEO record (src/app/PageHead.tsx). docs/i18n.md: the meta_* texts are
 * written in meta_lang and used only on a page in that language; any other page builds its title and
 * description from the item name and body the bilingual rule picks.
 */
export function headTexts(seo: SeoRecord | null, locale: LanguageCode, siteLocal: LanguageCode, siteName: string): HeadTexts {
  const metaFits = isLanguage(seo?.meta_lang, locale);
  const name = pickText(seo?.item_name_en, seo?.item_name_local, locale, siteLocal).text;
  const body = plainText(pickText(seo?.item_body_en, seo?.item_body_local, locale, siteLocal).text);
  return {
    title: (metaFits && seo?.meta_title) || (name ? `${name} | ${siteName}` : siteName),
    description: metaFits ? seo?.meta_desc : body,
    keywords: metaFits ? seo?.meta_keywords : undefined,
  };
}
