import type { SeoRecord } from '../../schemas/api/settings.ts';

/**
 * A first load's SEO record as the page's hydration data carries it: without the record's page name, URL and
 * canonical, which the head (src/app/PageHead.tsx) builds from the location instead. Every text stays: a
 * language switch keeps the page's loader data and titles the page in the new language from the same record.
 */
export function carriedSeo({ page_name: _name, meta_url: _url, meta_canonical: _canonical, ...seo }: SeoRecord): SeoRecord {
  return seo;
}
