/**
 * §2 category slugs: the lobby's categories keyed by the backend's game_type, each with the slug
 * the front end shows in its URLs and the route of its category page. Hot is the empty game_type.
 */
export interface Category {
  /** what get_hot_games takes as game_type ('' is hot) */
  gameType: string;
  /** §2 slug of the category */
  slug: string;
  /** the category page (§2 routes) */
  route: string;
  /** message keys (ui.json) of its name and its one-line introduction */
  label: string;
  intro: string;
}

export const CATEGORIES: readonly Category[] = [
  { gameType: '', slug: '', route: '/hot', label: 'ui.cat.hot', intro: 'ui.catIntro.hot' },
  { gameType: 'slot_game', slug: 'slots', route: '/slots', label: 'ui.cat.slots', intro: 'ui.catIntro.slots' },
  { gameType: 'casino', slug: 'livecasino', route: '/casino', label: 'ui.cat.casino', intro: 'ui.catIntro.casino' },
  { gameType: 'hash_game', slug: 'hashgame', route: '/hash-game', label: 'ui.cat.hashGame', intro: 'ui.catIntro.hashGame' },
  { gameType: 'sportsbook', slug: 'sportsbook', route: '/sports', label: 'ui.cat.sports', intro: 'ui.catIntro.sports' },
  { gameType: 'fishing', slug: 'fish', route: '/fishing', label: 'ui.cat.fishing', intro: 'ui.catIntro.fishing' },
  { gameType: 'poker', slug: 'table', route: '/poker', label: 'ui.cat.poker', intro: 'ui.catIntro.poker' },
  { gameType: 'sabong', slug: 'sabong', route: '/sabong', label: 'ui.cat.sabong', intro: 'ui.catIntro.sabong' },
  { gameType: 'lottery', slug: 'lottery', route: '/lottery', label: 'ui.cat.lottery', intro: 'ui.catIntro.lottery' },
  { gameType: 'horse_racing', slug: 'horseracing', route: '/horse-racing', label: 'ui.cat.horseRacing', intro: 'ui.catIntro.horseRacing' },
  { gameType: 'bingo', slug: 'bingo', route: '/bingo', label: 'ui.cat.bingo', intro: 'ui.catIntro.bingo' },
  { gameType: 'arcade', slug: 'arcade', route: '/arcade', label: 'ui.cat.arcade', intro: 'ui.catIntro.arcade' },
  { gameType: 'crash', slug: 'crash', route: '/crash', label: 'ui.cat.crash', intro: 'ui.catIntro.crash' },
  { gameType: 'freeplay', slug: 'freeplay', route: '/freeplay', label: 'ui.cat.freeplay', intro: 'ui.catIntro.freeplay' },
];

export { GAME_TYPES, type GameType } from './game-types.ts';

const byGameType = new Map(CATEGORIES.map((c) => [c.gameType, c]));
const bySlug = new Map(CATEGORIES.map((c) => [c.slug, c]));

/** The category of a game_type; undefined for one §2 does not name. */
export function categoryOf(gameType: string): Category | undefined {
  return byGameType.get(gameType);
}

/** §2 slug of a game_type: slot_game → slots, casino → livecasino, '' (hot) → ''. */
export function categorySlug(gameType: string): string | undefined {
  return byGameType.get(gameType)?.slug;
}

/** The game_type of a §2 slug: slots → slot_game, '' → '' (hot). */
export function gameTypeOfSlug(slug: string): string | undefined {
  return bySlug.get(slug)?.gameType;
}
