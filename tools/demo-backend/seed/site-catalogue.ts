import { type LanguageCode, LANGUAGE_CODES } from './languages.ts';

export type I18nStrategy = 'prefix_except_default' | 'prefix_and_default' | 'no_prefix';

export interface SiteSeed {
  key: string;
  domain: string;
  themeCode: string;
  /** k of colorN-k. */
  colourIndex: number;
  name: string;
  currency: string;
  /** The language of `content_local` / `title_local`; EN where the currency has no message files. */
  localLanguage: LanguageCode;
  languages: LanguageCode[];
  defaultLocale: LanguageCode;
  strategy: I18nStrategy;
  rootRedirect: string | null;
  gamify: boolean;
  freeGame: boolean;
  liveChat: boolean;
  maintenance: boolean;
  /** Set where the theme is not one of §2's numbered layouts (its schemes are its layout's colorN-k). */
  themeColor?: string;
}

export const TEMPLATE_KEYS = [
  'casino1',
  'casino2',
  'casino3',
  'casino4',
  'casino5',
  'casino6',
  'casino7',
  'casino8',
  'casino9',
  'slot1',
  'slot2',
  'slot3',
  'slot4',
  'slot5',
  'slot6',
  'slot7',
  'slot8',
  'slot9',
  'sportsbook1',
  'sportsbook2',
  'sportsbook3',
  'sportsbook4',
] as const;

/** §2: casino1-9 → 1-9, slot1-8 → 10-17, slot9 → 19 (there is no 18), sportsbook1-4 → 20-23. */
export function layoutNumber(themeCode: string): number | null {
  const match = /^(casino|slot|sportsbook)(\d+)$/.exec(themeCode);
  if (!match) return null;
  const n = Number(match[2]);
  if (match[1] === 'casino' && n >= 1 && n <= 9) return n;
  if (match[1] === 'slot' && n >= 1 && n <= 8) return 9 + n;
  if (match[1] === 'slot' && n === 9) return 19;
  if (match[1] === 'sportsbook' && n >= 1 && n <= 4) return 19 + n;
  return null;
}

export function themeColour(themeCode: string, colourIndex: number): string {
  const n = layoutNumber(themeCode) ?? Number(/\d+$/.exec(themeCode)?.[0] ?? 0);
  return `color${n}-${colourIndex}`;
}

type Row = [
  key: string,
  name: string,
  currency: string,
  local: LanguageCode,
  defaultLocale: LanguageCode,
  strategy: I18nStrategy,
  gamify: boolean,
  freeGame: boolean,
  liveChat: boolean,
  others: LanguageCode[],
];

const ALL_OTHERS = LANGUAGE_CODES.filter((code) => code !== 'EN');

// Hand-written rather than generated so each brand reads like a real one and the special cases the
// front end tests rely on (casino1, slot2, sportsbook1) are visible at a glance.
const ROWS: Row[] = [
  ['casino1', 'Royal Ace Casino', 'PHP', 'PHP', 'EN', 'prefix_except_default', true, true, true, ALL_OTHERS],
  ['casino2', 'Dragon Palace Casino', 'CN', 'CN', 'CN', 'prefix_except_default', true, false, true, ['CN', 'CT']],
  ['casino3', 'Manila Grand Casino', 'PHP', 'PHP', 'EN', 'prefix_and_default', true, true, false, ['PHP', 'CN', 'ESP']],
  ['casino4', 'Saigon Star Casino', 'VI', 'VI', 'VI', 'prefix_except_default', false, true, true, ['VI', 'CN', 'CT']],
  ['casino5', 'Everest Crown Casino', 'NE', 'NE', 'EN', 'no_prefix', true, false, false, ['NE', 'BN', 'CN']],
  ['casino6', 'Kuala Gold Casino', 'MS', 'MS', 'MS', 'prefix_except_default', true, true, true, ['MS', 'CN', 'CT', 'VI']],
  ['casino7', 'Moscow Nights Casino', 'RUS', 'RUS', 'RUS', 'prefix_and_default', false, false, true, ['RUS', 'ESP']],
  ['casino8', 'Costa Dorada Casino', 'ESP', 'ESP', 'ESP', 'prefix_except_default', true, true, false, ['ESP', 'PHP', 'RUS']],
  ['casino9', 'Bengal Tiger Casino', 'BN', 'BN', 'EN', 'prefix_except_default', true, true, true, ['BN', 'NE']],
  ['slot1', 'Lucky Spin Slots', 'EN', 'EN', 'EN', 'prefix_except_default', true, true, true, ['CN', 'MS']],
  ['slot2', 'Jade Fortune Slots', 'CT', 'CT', 'EN', 'prefix_and_default', true, true, true, ['CT', 'CN', 'VI', 'MS']],
  ['slot3', 'Neon Reels Club', 'MMK', 'EN', 'EN', 'no_prefix', true, false, false, ['CN', 'VI']],
  ['slot4', 'Steppe Gold Slots', 'MNT', 'EN', 'EN', 'prefix_except_default', false, true, true, ['RUS', 'CN']],
  ['slot5', 'Island Jackpot Slots', 'IDR', 'EN', 'EN', 'prefix_except_default', true, true, false, ['MS', 'CN', 'VI']],
  ['slot6', 'Taipei Lucky Reels', 'CT', 'CT', 'CT', 'prefix_except_default', true, false, true, ['CT', 'CN']],
  ['slot7', 'Fiesta Fortune Slots', 'ESP', 'ESP', 'EN', 'prefix_and_default', true, true, false, ['ESP', 'PHP']],
  ['slot8', 'Hanoi Spin Palace', 'VI', 'VI', 'VI', 'no_prefix', false, true, true, ['VI', 'CN', 'CT']],
  ['slot9', 'Borneo Wild Slots', 'MS', 'MS', 'EN', 'prefix_except_default', true, true, true, ['MS', 'CN', 'BN', 'NE']],
  ['sportsbook1', 'Golden Goal Sportsbook', 'EN', 'EN', 'EN', 'no_prefix', false, false, true, ['PHP', 'CN']],
  ['sportsbook2', 'Cricket King Sports', 'BN', 'BN', 'EN', 'prefix_except_default', true, false, false, ['BN', 'NE', 'PHP']],
  ['sportsbook3', 'Red Dragon Sportsbook', 'CN', 'CN', 'CN', 'prefix_and_default', true, true, true, ['CN', 'CT', 'VI', 'MS', 'PHP']],
  ['sportsbook4', 'Himalaya Bet Sports', 'NE', 'NE', 'NE', 'prefix_except_default', false, true, false, ['NE', 'BN', 'ESP']],
];

function toSeed(row: Row, index: number): SiteSeed {
  const [key, name, currency, local, defaultLocale, strategy, gamify, freeGame, liveChat, others] = row;
  return {
    key,
    domain: `${key}.localhost`,
    themeCode: key,
    colourIndex: (index % 5) + 1,
    name,
    currency,
    localLanguage: local,
    languages: ['EN', ...others.filter((code) => code !== 'EN')],
    defaultLocale,
    strategy,
    // @nuxtjs/i18n rootRedirect is a page path, localised by the front end; one site shows it off
    rootRedirect: key === 'slot7' ? '/slots' : null,
    gamify,
    freeGame,
    liveChat,
    maintenance: false,
  };
}

export const SITE_SEEDS: SiteSeed[] = [
  ...ROWS.map(toSeed),
  // The Ontario brand (site-configs/templates/casino11.json): a template beyond §2's numbered ones, on layout 1.
  { ...toSeed(['casino11', 'Maple Crown Casino', 'EN', 'EN', 'EN', 'prefix_except_default', false, false, true, ['CN', 'ESP']], 0), themeColor: 'color1-2' },
  {
    ...toSeed(['maintenance', 'Pearl Harbour Casino', 'CN', 'CN', 'EN', 'prefix_except_default', true, true, false, ['CN']], 1),
    themeCode: 'casino2',
    maintenance: true,
  },
  // casino99 is deliberately unknown to the front end: it must answer invalidThemeCode (§4).
  { ...toSeed(['broken', 'Misconfigured Casino', 'EN', 'EN', 'EN', 'prefix_except_default', false, false, false, ['CN']], 0), themeCode: 'casino99' },
];

/** Extra host names served by an existing site (so a bare `npm start` on localhost shows something). */
export const DOMAIN_ALIASES: Record<string, string> = { localhost: 'casino1', '127.0.0.1': 'casino1' };

/** slot3's About body carries XSS payloads so the front end's sanitiser has something real to strip. */
export const XSS_SITE_KEY = 'slot3';
