import { useLocation, useRouteLoaderData } from 'react-router';
import type { SeoRecord } from '../../schemas/api/settings.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { localePath } from '../i18n/locale-routing.ts';
import { useSite } from '../state/site-context.tsx';
import type { RootData } from './loaders.ts';

const ogLocale = (tag: string) => tag.replace('-', '_');

/**
 * §2/§3 head, server-rendered (React 19 hoists it into <head>): the page's SEO record, canonical
 * without the query, hreflang for every language plus x-default, og:url and og:locale(s).
 */
export function PageHead({ seo }: { seo: SeoRecord | null }) {
  const root = useRouteLoaderData('root') as RootData;
  const { startup } = useSite();
  const location = useLocation();
  const { locales, locale, localePrefix, origin } = root;
  const bare = localePrefix && location.pathname.startsWith(localePrefix) ? location.pathname.slice(localePrefix.length) || '/' : location.pathname;
  const local = locale !== 'EN';
  const name = (local ? seo?.item_name_local : undefined) || seo?.item_name_en;
  const siteName = startup.site.site_name;
  const title = seo?.meta_title || (name ? `${name} | ${siteName}` : siteName);
  const canonical = `${origin}${location.pathname}`;
  const tag = LANGUAGES[locale].tag;
  return (
    <>
      <title>{title}</title>
      {seo?.meta_desc ? <meta name="description" content={seo.meta_desc} /> : null}
      {seo?.meta_keywords ? <meta name="keywords" content={seo.meta_keywords} /> : null}
      {seo?.meta_author ? <meta name="author" content={seo.meta_author} /> : null}
      {seo?.meta_publisher ? <meta name="publisher" content={seo.meta_publisher} /> : null}
      <link rel="canonical" href={canonical} />
      {locales.available.map((code) => (
        <link key={code} rel="alternate" hrefLang={LANGUAGES[code].tag} href={`${origin}${localePath(bare, code, locales)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${localePath(bare, locales.defaultCode, locales)}`} />
      <meta property="og:title" content={title} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={ogLocale(tag)} />
      {locales.available
        .filter((code) => code !== locale)
        .map((code) => (
          <meta key={code} property="og:locale:alternate" content={ogLocale(LANGUAGES[code].tag)} />
        ))}
      {seo?.meta_desc ? <meta property="og:description" content={seo.meta_desc} /> : null}
      {seo?.meta_image_url ? <meta property="og:image" content={seo.meta_image_url} /> : null}
    </>
  );
}
