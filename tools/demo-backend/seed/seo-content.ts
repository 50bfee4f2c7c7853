import { type LanguageCode, TERMS, type Term } from './languages.ts';
import { isPageNameKey, PAGE_NAMES } from './page-names.ts';
import type { SiteSeed } from './site-catalogue.ts';

/** SEO page names: the §2 route path without its slash, `home` for `/`. */
export const SEO_PAGES = [
  'home',
  'about',
  'account',
  'arcade',
  'banking',
  'bingo',
  'casino',
  'contact-us',
  'crash',
  'deposit',
  'download',
  'faqs',
  'fishing',
  'freeplay',
  'hash-game',
  'horse-racing',
  'hot',
  'inbox',
  'leaderboard',
  'login',
  'lottery',
  'minigame',
  'mission',
  'news',
  'poker',
  'privacy-policy',
  'promotions',
  'referral',
  'register',
  'responsible-gaming',
  'sabong',
  'slots',
  'spin',
  'sports',
  'term-condition',
  'vip',
  'withdrawal',
] as const;

const PAGE_TERMS: Partial<Record<(typeof SEO_PAGES)[number], Term>> = {
  home: 'home',
  about: 'about',
  casino: 'casino',
  'contact-us': 'contact',
  download: 'download',
  faqs: 'faqs',
  fishing: 'fishing',
  hot: 'hot',
  lottery: 'lottery',
  poker: 'poker',
  promotions: 'promotions',
  slots: 'slots',
  sports: 'sports',
  vip: 'vip',
};

type SeoPage = (typeof SEO_PAGES)[number];

function pageName(page: SeoPage, language: LanguageCode): string {
  const key = PAGE_TERMS[page];
  if (key) return TERMS[key][language];
  if (isPageNameKey(page)) return PAGE_NAMES[page][language];
  throw new Error(`no name for the SEO page ${page}`);
}

export function buildSeoRecords(site: SiteSeed) {
  const origin = `https://${site.domain}`;
  return SEO_PAGES.map((page) => {
    const nameEn = pageName(page, 'EN');
    const path = page === 'home' ? '/' : `/${page}`;
    const description =
      page === 'home'
        ? `${site.name}: slots, live casino, sports betting and more. Fast deposits, 24/7 support.`
        : `${nameEn} at ${site.name}. Play safely with fast payouts and daily promotions.`;
    return {
      page_name: page,
      meta_title: page === 'home' ? `${site.name} | Online Casino & Sports Betting` : `${nameEn} | ${site.name}`,
      meta_desc: description,
      meta_keywords: [site.name, nameEn, 'online casino', 'slots', 'sports betting', site.currency].join(', '),
      meta_author: site.name,
      meta_publisher: site.name,
      // the meta_* texts above are English: the front end uses them on English pages only (docs/i18n.md)
      meta_lang: 'en',
      meta_image_url: `/api/assets/slide/${site.themeCode}-1.svg`,
      meta_url: `${origin}${path}`,
      meta_canonical: `${origin}${path}`,
      item_name_en: nameEn,
      item_name_local: pageName(page, site.localLanguage),
      item_body_en: `<p>${description}</p>`,
      item_body_local: `<p>${pageName(page, site.localLanguage)} · ${site.name}</p>`,
    };
  });
}
