import { gameImageUrl } from './game-catalogue.ts';
import { type LanguageCode, languageOption, term, type Term } from './languages.ts';
import { ANNOUNCEMENTS, localText, MARQUEE, SLIDE_TITLES } from './local-texts.ts';
import { PAGE_NAMES, type PageNameKey } from './page-names.ts';
import type { Prng } from './prng.ts';
import type { SiteSeed } from './site-catalogue.ts';

/** Every image the demo serves lives under /api/assets/ (generated SVG, no internet needed). */
export const assetUrl = {
  logo: (theme: string, n: 1 | 2 | 3) => `/api/assets/logo/${theme}-${n}.svg`,
  icon: (theme: string) => `/api/assets/icon/${theme}.svg`,
  provider: (code: string) => `/api/assets/provider/${encodeURIComponent(code)}.svg`,
  partner: (slugName: string) => `/api/assets/partner/${slugName}.svg`,
  slide: (theme: string, n: number) => `/api/assets/slide/${theme}-${n}.svg`,
  ai: (theme: string, size: 'large' | 'small') => `/api/assets/ai/${theme}-${size}.svg`,
};

interface MenuItem {
  content_id: number;
  title: string;
  title_local: string;
  url: string;
  icon: string;
  category?: string;
  children?: MenuItem[];
}

type Named = { term: Term } | { page: PageNameKey };
const GAME_MENU: [Named, string, string, string][] = [
  [{ term: 'hot' }, '/hot', 'hot', ''],
  [{ term: 'slots' }, '/slots', 'slot', 'slot_game'],
  [{ term: 'casino' }, '/casino', 'casino', 'casino'],
  [{ term: 'sports' }, '/sports', 'sports', 'sportsbook'],
  [{ term: 'fishing' }, '/fishing', 'fishing', 'fishing'],
  [{ term: 'poker' }, '/poker', 'poker', 'poker'],
  [{ term: 'lottery' }, '/lottery', 'lottery', 'lottery'],
  [{ page: 'crash' }, '/crash', 'crash', 'crash'],
  [{ page: 'arcade' }, '/arcade', 'arcade', 'arcade'],
  [{ page: 'hash-game' }, '/hash-game', 'hash', 'hash_game'],
  [{ page: 'sabong' }, '/sabong', 'sabong', 'sabong'],
  [{ page: 'bingo' }, '/bingo', 'bingo', 'bingo'],
  [{ page: 'horse-racing' }, '/horse-racing', 'horse', 'horse_racing'],
  [{ page: 'freeplay' }, '/freeplay', 'freeplay', 'freeplay'],
];

const named = (n: Named, language: LanguageCode) => ('term' in n ? term(n.term, language) : PAGE_NAMES[n.page][language]);

export function buildContent(site: SiteSeed, providersByType: Map<string, string[]>) {
  let id = 100;
  const local = site.localLanguage;
  // Children come as a thunk so a parent's content_id is taken before its children's (ids read top-down).
  const item = (key: Term, url: string, icon: string, children?: () => MenuItem[]): MenuItem => {
    const content_id = ++id;
    return {
      content_id,
      title: term(key, 'EN'),
      title_local: term(key, local),
      url,
      icon: `/api/assets/icon/menu-${icon}.svg`,
      ...(children ? { children: children() } : {}),
    };
  };
  const providerChildren = (type: string, url: string): MenuItem[] =>
    (providersByType.get(type) ?? []).slice(0, 8).map((code) => ({
      content_id: ++id,
      title: code,
      title_local: code,
      url: `${url}?provider=${encodeURIComponent(code)}`,
      icon: assetUrl.provider(code),
      category: type,
    }));
  const menu: MenuItem[] = [
    item('home', '/', 'home'),
    item('hot', '/hot', 'hot'),
    item('slots', '/slots', 'slot', () => providerChildren('slot_game', '/slots')),
    item('casino', '/casino', 'casino', () => providerChildren('casino', '/casino')),
    item('sports', '/sports', 'sports', () => providerChildren('sportsbook', '/sports')),
    item('promotions', '/promotions', 'gift'),
    item('vip', '/vip', 'vip'),
    item('more', '/about', 'more', () => [
      item('about', '/about', 'info'),
      item('faqs', '/faqs', 'help'),
      item('contact', '/contact-us', 'chat'),
      item('download', '/download', 'phone'),
    ]),
  ];
  const game_menu: MenuItem[] = GAME_MENU.map(([name, url, icon, category]) => ({
    content_id: ++id,
    title: named(name, 'EN'),
    title_local: named(name, local),
    url,
    icon: `/api/assets/icon/menu-${icon}.svg`,
    category,
  }));
  return { menu, game_menu };
}

const ASSISTANT_NAMES: [string, Record<LanguageCode, string>][] = [
  ['Aria', { EN: 'Aria', PHP: 'Aria', CN: '艾莉亚', ESP: 'Aria', RUS: 'Ария', VI: 'Aria', MS: 'Aria', NE: 'आरिया', CT: '艾莉亞', BN: 'আরিয়া' }],
  ['Leo', { EN: 'Leo', PHP: 'Leo', CN: '小狮', ESP: 'Leo', RUS: 'Лео', VI: 'Leo', MS: 'Leo', NE: 'लियो', CT: '小獅', BN: 'লিও' }],
  ['Mei', { EN: 'Mei', PHP: 'Mei', CN: '小美', ESP: 'Mei', RUS: 'Мэй', VI: 'Mei', MS: 'Mei', NE: 'मेई', CT: '小美', BN: 'মেই' }],
  ['Nova', { EN: 'Nova', PHP: 'Nova', CN: '诺娃', ESP: 'Nova', RUS: 'Нова', VI: 'Nova', MS: 'Nova', NE: 'नोभा', CT: '諾娃', BN: 'নোভা' }],
];

export function buildAiAssistant(site: SiteSeed, index: number) {
  const entry = ASSISTANT_NAMES[index % ASSISTANT_NAMES.length];
  if (!entry) throw new Error('no assistant names');
  const [en_name, names] = entry;
  return {
    img_url_large: assetUrl.ai(site.themeCode, 'large'),
    img_url_small: assetUrl.ai(site.themeCode, 'small'),
    en_name,
    local_name: names[site.localLanguage],
    names,
  };
}

export function buildLanguages(site: SiteSeed) {
  return site.languages.map(languageOption);
}

export const PARTNER_POOL = [
  ['Malta Gaming Authority', 'https://www.mga.org.mt/'],
  ['eCOGRA', 'https://ecogra.org/'],
  ['GamCare', 'https://www.gamcare.org.uk/'],
  ['iTech Labs', 'https://itechlabs.com/'],
  ['Gaming Curaçao', 'https://www.gaming-curacao.com/'],
  ['BeGambleAware', 'https://www.begambleaware.org/'],
  ['Gaming Laboratories International', 'https://gaminglabs.com/'],
  ['PAGCOR', 'https://www.pagcor.ph/'],
] as const;

export function buildPartners(prng: Prng) {
  const count = prng.int(3, 6);
  return prng
    .shuffle(PARTNER_POOL)
    .slice(0, count)
    .map(([partner_name, href]) => ({
      partner_name,
      href,
      img_url: assetUrl.partner(partner_name.toLowerCase().replace(/[^a-z0-9]+/g, '-')),
    }));
}

const SLIDE_LINKS = ['/promotions', '/slots', '/leaderboard', '/referral', '/spin'];

export function buildSlides(site: SiteSeed) {
  return SLIDE_LINKS.map((link, i) => ({
    title: localText(SLIDE_TITLES, 'EN', i, site.name),
    title_local: localText(SLIDE_TITLES, site.localLanguage, i, site.name),
    link,
    image_url: assetUrl.slide(site.themeCode, i + 1),
  }));
}

export function buildAnnouncements(site: SiteSeed, now: number) {
  const day = 86_400_000;
  const brand = (text: string) => text.replaceAll('{site}', site.name);
  const local = ANNOUNCEMENTS[site.localLanguage];
  return ANNOUNCEMENTS.EN.map(([title, content], i) => ({
    title: brand(title),
    content: brand(content),
    title_local: brand(local[i]?.[0] ?? ''),
    content_local: brand(local[i]?.[1] ?? ''),
    created_at: new Date(now - ([1, 3, 6, 10][i] ?? i) * day).toISOString(),
  }));
}

export function buildMarquee(site: SiteSeed) {
  return MARQUEE.EN.map((_, i) => ({ message: localText(MARQUEE, 'EN', i, site.name), message_local: localText(MARQUEE, site.localLanguage, i, site.name) }));
}

export function buildSocialAccounts(site: SiteSeed) {
  const handle = site.name.replace(/[^A-Za-z0-9]/g, '');
  return [
    { platform: 'facebook', url: `https://www.facebook.com/${handle}`, handle: `@${handle}` },
    { platform: 'telegram', url: `https://t.me/${handle}`, handle: `@${handle}` },
    { platform: 'instagram', url: `https://www.instagram.com/${handle.toLowerCase()}`, handle: `@${handle.toLowerCase()}` },
    { platform: 'youtube', url: `https://www.youtube.com/@${handle}`, handle: `@${handle}` },
  ];
}

export function buildAnalytics(site: SiteSeed) {
  const id = JSON.stringify(`demo-${site.key}`);
  return [
    { section: 'HEAD' as const, script: `window.__analytics = window.__analytics || { site: ${id}, events: [] };` },
    { section: 'HEAD' as const, script: `window.dataLayer = window.dataLayer || []; window.dataLayer.push({ event: 'demo_pageview', site: ${id} });` },
    { section: 'BODY' as const, script: `window.__analytics && window.__analytics.events.push({ type: 'body_loaded', at: Date.now() });` },
  ];
}

export function buildReferral(site: SiteSeed) {
  return {
    commission_percent: 8,
    min_deposit: 100,
    max_commission: 50_000,
    currency: site.currency,
    tiers: [
      { level: 1, percent: 5, description: 'Direct referrals' },
      { level: 2, percent: 2, description: 'Referrals of your referrals' },
      { level: 3, percent: 1, description: 'Third level' },
    ],
    rules: [
      'Share your referral link or code with friends.',
      'Your friend registers and makes a first deposit of at least 100.',
      'Commission is credited every Monday based on the previous week’s valid turnover.',
      'Self-referrals and duplicate accounts are not allowed.',
    ],
  };
}

export const VIP_LADDER = [
  ['Bronze', 0, 0, 0, 0],
  ['Silver', 5_000, 50_000, 88, 0.4],
  ['Gold', 20_000, 200_000, 188, 0.6],
  ['Platinum', 80_000, 800_000, 588, 0.8],
  ['Diamond', 250_000, 2_500_000, 1_888, 1.0],
  ['Royal', 1_000_000, 10_000_000, 8_888, 1.2],
] as const;

export { gameImageUrl };
