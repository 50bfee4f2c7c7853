import { gameImageUrl } from './game-catalogue.ts';
import { type LanguageCode, languageOption, term, type Term } from './languages.ts';
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

const GAME_MENU: [Term | null, string, string, string][] = [
  ['hot', '/hot', 'hot', ''],
  ['slots', '/slots', 'slot', 'slot_game'],
  ['casino', '/casino', 'casino', 'casino'],
  ['sports', '/sports', 'sports', 'sportsbook'],
  ['fishing', '/fishing', 'fishing', 'fishing'],
  ['poker', '/poker', 'poker', 'poker'],
  ['lottery', '/lottery', 'lottery', 'lottery'],
  [null, '/crash', 'crash', 'crash'],
  [null, '/arcade', 'arcade', 'arcade'],
  [null, '/hash-game', 'hash', 'hash_game'],
  [null, '/sabong', 'sabong', 'sabong'],
  [null, '/bingo', 'bingo', 'bingo'],
  [null, '/horse-racing', 'horse', 'horse_racing'],
  [null, '/freeplay', 'freeplay', 'freeplay'],
];

const UNTRANSLATED: Record<string, string> = {
  crash: 'Crash', arcade: 'Arcade', hash_game: 'Hash Games', sabong: 'Sabong', bingo: 'Bingo', horse_racing: 'Horse Racing', freeplay: 'Free Play',
};

export function buildContent(site: SiteSeed, providersByType: Map<string, string[]>) {
  let id = 100;
  const local = site.localLanguage;
  // Children come as a thunk so a parent's content_id is taken before its children's (ids read top-down).
  const item = (key: Term, url: string, icon: string, children?: () => MenuItem[]): MenuItem => {
    const content_id = ++id;
    return { content_id, title: term(key, 'EN'), title_local: term(key, local), url, icon: `/api/assets/icon/menu-${icon}.svg`, ...(children ? { children: children() } : {}) };
  };
  const providerChildren = (type: string, url: string): MenuItem[] =>
    (providersByType.get(type) ?? []).slice(0, 8).map((code) => ({
      content_id: ++id, title: code, title_local: code, url: `${url}?provider=${encodeURIComponent(code)}`, icon: assetUrl.provider(code), category: type,
    }));
  const menu: MenuItem[] = [
    item('home', '/', 'home'),
    item('hot', '/hot', 'hot'),
    item('slots', '/slots', 'slot', () => providerChildren('slot_game', '/slots')),
    item('casino', '/casino', 'casino', () => providerChildren('casino', '/casino')),
    item('sports', '/sports', 'sports', () => providerChildren('sportsbook', '/sports')),
    item('promotions', '/promotions', 'gift'),
    item('vip', '/vip', 'vip'),
    item('more', '/about', 'more', () => [item('about', '/about', 'info'), item('faqs', '/faqs', 'help'), item('contact', '/contact-us', 'chat'), item('download', '/download', 'phone')]),
  ];
  const game_menu: MenuItem[] = GAME_MENU.map(([key, url, icon, category]) => ({
    content_id: ++id,
    title: key ? term(key, 'EN') : UNTRANSLATED[category] ?? category,
    title_local: key ? term(key, local) : UNTRANSLATED[category] ?? category,
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
  return prng.shuffle(PARTNER_POOL).slice(0, count).map(([partner_name, href]) => ({
    partner_name,
    href,
    img_url: assetUrl.partner(partner_name.toLowerCase().replace(/[^a-z0-9]+/g, '-')),
  }));
}

export function buildSlides(site: SiteSeed) {
  return [
    { title: `${site.name}: 100% ${term('welcome', 'EN')}`, link: '/promotions' },
    { title: 'Daily 10% cashback on slots', link: '/slots' },
    { title: 'Weekly tournament: 1,000,000 prize pool', link: '/leaderboard' },
    { title: 'Refer a friend and earn 8% commission', link: '/referral' },
    { title: 'Spin the lucky wheel every day', link: '/spin' },
  ].map((slide, i) => ({ ...slide, image_url: assetUrl.slide(site.themeCode, i + 1) }));
}

export function buildAnnouncements(site: SiteSeed, now: number) {
  const day = 86_400_000;
  return [
    ['Scheduled maintenance', `${site.name} will carry out scheduled maintenance on Tuesday from 02:00 to 04:00. Games may be unavailable during this window.`, 1],
    ['New games from PG Soft', 'Twelve new PG Soft slots are now live. Find them under Slots → PGSOFT.', 3],
    ['Faster withdrawals', 'E-wallet withdrawals are now processed in under 15 minutes on average.', 6],
    ['Beware of phishing', `Only log in at the official ${site.name} address. Our staff will never ask for your password or TAC.`, 10],
  ].map(([title, content, daysAgo]) => ({ title: String(title), content: String(content), created_at: new Date(now - Number(daysAgo) * day).toISOString() }));
}

export function buildMarquee(site: SiteSeed) {
  return [
    `Welcome to ${site.name}! Register today and claim your ${term('welcome', 'EN').toLowerCase()}.`,
    'Daily cashback up to 10% on all slot games.',
    'Deposit via e-wallet for instant credit.',
    'Play responsibly. 18+ only.',
  ];
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
