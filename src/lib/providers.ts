import type { Game } from '../../schemas/api/game.ts';
import type { DefaultListName } from './game-types.ts';

/**
 * §3 provider data: which logo a provider shows, which providers open in a popup or on their own
 * path, and the default game lists the lobby falls back to when get_hot_games fails or is empty.
 */

/**
 * Provider code → logo code(s), tried in order (a logo that fails to load gives way to the next).
 * A provider not listed shows the logo of its own code. AE Sexy is the one with two codes: its own
 * mark, then the Sexy Baccarat mark of the same studio.
 */
export const PROVIDER_LOGO_CODES: Readonly<Record<string, readonly string[]>> = {
  AESEXY: ['AESEXY', 'SEXY'],
  PPLAY: ['PPLAY'],
  PGSOFT: ['PGSOFT'],
  EVOLUTION: ['EVOLUTION'],
  KINGMAKER: ['KINGMAKER'],
  '9W': ['9W'],
};

export function logoCodes(providerCode: string): readonly string[] {
  return PROVIDER_LOGO_CODES[providerCode] ?? [providerCode];
}

/** Where a logo code's image lives: the backend's asset path (the demo backend serves these). */
export function providerLogoUrl(logoCode: string): string {
  return `/api/assets/provider/${encodeURIComponent(logoCode)}.svg`;
}

/** Providers whose games open in a window of their own. */
export const POPUP_PROVIDERS: ReadonlySet<string> = new Set(['EVOPLAY', '9W']);
/** Providers launched through their own path instead of the plain /playnow one (see game-launch.ts). */
export const CUSTOM_PROVIDERS: ReadonlySet<string> = new Set(['WBET', '9W']);

export const isPopupProvider = (providerCode: string) => POPUP_PROVIDERS.has(providerCode);
export const isCustomProvider = (providerCode: string) => CUSTOM_PROVIDERS.has(providerCode);

/** The providers whose slots make up the default lists. */
export const DEFAULT_LIST_PROVIDERS = ['JILI', 'PPLAY', 'FACHAI', 'PGSOFT', 'JDB', 'YBAT', 'EPW'] as const;

export { DEFAULT_LIST_NAMES, type DefaultListName } from './game-types.ts';

type Entry = readonly [provider: (typeof DEFAULT_LIST_PROVIDERS)[number], name: string];

// No image: the backend's image URLs are unknown without it, so these tiles show their placeholder art.
const slot = ([provider, name]: Entry): Game => ({
  provider_code: provider,
  game_code: name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''),
  game_name: name,
  game_type: 'slot_game',
  game_image: '',
});

const LISTS: Record<DefaultListName, readonly Entry[]> = {
  hot: [
    ['JILI', 'Super Ace'],
    ['PPLAY', 'Gates of Olympus'],
    ['PGSOFT', 'Mahjong Ways 2'],
    ['FACHAI', 'Fortune Goddess'],
    ['JDB', 'Lucky Seven'],
    ['JILI', 'Fortune Gems'],
    ['PPLAY', 'Sweet Bonanza'],
    ['YBAT', 'Lucky Lion'],
    ['EPW', 'Golden Dragon'],
    ['PGSOFT', 'Lucky Neko'],
    ['JILI', 'Money Coming'],
    ['PPLAY', 'Starlight Princess'],
  ],
  featured: [
    ['PGSOFT', 'Fortune Tiger'],
    ['JILI', 'Golden Empire'],
    ['PPLAY', 'The Dog House'],
    ['FACHAI', 'Night Market'],
    ['JDB', 'Fortune Treasure'],
    ['EPW', 'Jade Empire'],
    ['YBAT', 'Cash Pig'],
    ['PGSOFT', 'Treasures of Aztec'],
  ],
  popular: [
    ['JILI', 'Boxing King'],
    ['PPLAY', 'Sugar Rush'],
    ['PGSOFT', 'Mahjong Ways'],
    ['FACHAI', 'Chinese New Year'],
    ['JDB', 'Dragon Soar'],
    ['JILI', 'Crazy777'],
    ['EPW', 'Fortune Koi'],
    ['YBAT', 'Wild Buffalo'],
  ],
  new: [
    ['PPLAY', 'Wild West Gold'],
    ['JILI', 'Charge Buffalo'],
    ['FACHAI', 'Lucky Fortunes'],
    ['PGSOFT', 'Wild Bandito'],
    ['JDB', 'Kingsman'],
    ['YBAT', 'Mega Panda'],
    ['EPW', 'Phoenix Rising'],
    ['JILI', 'Jungle King'],
  ],
};

/** A default list (§3) as games, newly built so a caller may keep or change it. */
export function defaultGames(list: DefaultListName): Game[] {
  return LISTS[list].map(slot);
}
