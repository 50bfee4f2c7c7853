/**
 * The enums of the lobby widgets' props, apart from the tables they index (categories.ts,
 * providers.ts): every widget's schema module is in the client entry's import graph, and those
 * tables belong in the chunks of the widgets that use them, not in every first visit.
 */

/** Every game_type get_hot_games knows, hot ('') first: the enum of the lobby widgets' props. */
export const GAME_TYPES = [
  '',
  'slot_game',
  'casino',
  'hash_game',
  'sportsbook',
  'fishing',
  'poker',
  'sabong',
  'lottery',
  'horse_racing',
  'bingo',
  'arcade',
  'crash',
  'freeplay',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** §3 default game lists, shown when get_hot_games fails or is empty. */
export const DEFAULT_LIST_NAMES = ['hot', 'featured', 'popular', 'new'] as const;
export type DefaultListName = (typeof DEFAULT_LIST_NAMES)[number];

/**
 * A grid's or rail's `fallback` prop: a default list, or none. Written out rather than spread from
 * DEFAULT_LIST_NAMES: a spread in a widget's props schema survives tree-shaking in the player's entry
 * (an iterator may have effects), and the schemas are only ever read by the tools. game-types.test.ts holds the two together.
 */
export const FALLBACK_CHOICES = ['hot', 'featured', 'popular', 'new', 'none'] as const;
