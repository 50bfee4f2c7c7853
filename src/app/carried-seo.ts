import type { SeoRecord } from '../../schemas/api/settings.ts';
import type { LanguageCode } from '../i18n/languages.ts';
import { isLanguage, pickText } from '../i18n/pick-text.ts';

type Bilingual = 'item_name' | 'item_body';

/**
 * One bilingual pair as the page carries it: only the side the bilingual rule picks for the page's language,
 * in the field that makes `pickText` pick the same text in the same language again (src/i18n/pick-text.ts).
 */
function pickedSide(seo: SeoRecord, field: Bilingual, locale: LanguageCode, siteLocal: LanguageCode): Partial<SeoRecord> {
  const picked = pickText(seo[`${field}_en`], seo[`${field}_local`], locale, siteLocal);
  if (!picked.text) return {};
  return picked.language === siteLocal && siteLocal !== 'EN' ? { [`${field}_local`]: picked.text } : { [`${field}_en`]: picked.text };
}

/**
 * A first load's SEO record as the page's hydration data carries it: what src/app/PageHead.tsx reads for the
 * page's language, the same head from fewer bytes (docs/performance.md, "inline scripts"). The meta_* texts
 * only when they are written in that language; the item's name (the title without a meta title) and body
 * (the description without fitting meta texts) only where the head shows them; never the record's page
 * name, URL or canonical, which the head builds from the location. A client navigation's record is whole.
 */
export function carriedSeo(seo: SeoRecord, locale: LanguageCode, siteLocal: LanguageCode): SeoRecord {
  const { meta_author, meta_publisher, meta_image_url } = seo;
  const shared: SeoRecord = {
    ...(meta_author ? { meta_author } : {}),
    ...(meta_publisher ? { meta_publisher } : {}),
    ...(meta_image_url ? { meta_image_url } : {}),
  };
  if (!isLanguage(seo.meta_lang, locale)) {
    return { ...shared, ...pickedSide(seo, 'item_name', locale, siteLocal), ...pickedSide(seo, 'item_body', locale, siteLocal) };
  }
  const { meta_lang, meta_title, meta_desc, meta_keywords } = seo;
  return {
    ...shared,
    meta_lang,
    ...(meta_title ? {} : pickedSide(seo, 'item_name', locale, siteLocal)),
    ...(meta_title === undefined ? {} : { meta_title }),
    ...(meta_desc === undefined ? {} : { meta_desc }),
    ...(meta_keywords === undefined ? {} : { meta_keywords }),
  };
}
