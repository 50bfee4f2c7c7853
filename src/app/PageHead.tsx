import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { SeoRecord } from '../../schemas/api/settings.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { localePath } from '../i18n/locale-path.ts';
import { siteLocalLanguage } from '../i18n/pick-text.ts';
import { headTexts } from './head-texts.ts';
import { useSite } from '../state/site-context.tsx';
import { useRootData } from '../state/root-data.tsx';

/**
 * A client navigation's SEO record arrives after its page (src/app/loaders.ts): until then the head is the
 * site's own (its name as the title), then it follows the record; a record from an earlier page never shows.
 */
function useArrived(seo: SeoRecord | null | Promise<SeoRecord | null>): SeoRecord | null {
  const [arrived, setArrived] = useState<[Promise<SeoRecord | null>, SeoRecord | null]>();
  useEffect(() => void (seo instanceof Promise && seo.then((record) => setArrived([seo, record]))), [seo]);
  return seo instanceof Promise ? (arrived?.[0] === seo ? arrived[1] : null) : seo;
}

const ogLocale = (tag: string) => tag.replace('-', '_');

/**
 * §2/§3 head, server-rendered (React 19 hoists it into <head>): the page's SEO record, canonical
 * without the query, hreflang for every language plus x-default, og:url and og:locale(s).
 */
export function PageHead({ seo: given }: { seo: SeoRecord | null | Promise<SeoRecord | null> }) {
  const seo = useArrived(given);
  const root = useRootData();
  const { startup } = useSite();
  const location = useLocation();
  const { locales, locale, localePrefix, origin } = root;
  const bare = localePrefix && location.pathname.startsWith(localePrefix) ? location.pathname.slice(localePrefix.length) || '/' : location.pathname;
  const siteName = startup.site.site_name;
  const { title, description, keywords } = headTexts(seo, locale, siteLocalLanguage(startup.site.currency), siteName);
  const canonical = `${origin}${location.pathname}`;
  const tag = LANGUAGES[locale].tag;
  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      {keywords ? <meta name="keywords" content={keywords} /> : null}
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
      {description ? <meta property="og:description" content={description} /> : null}
      {seo?.meta_image_url ? <meta property="og:image" content={seo.meta_image_url} /> : null}
    </>
  );
}
