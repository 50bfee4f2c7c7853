import { GAME_TYPES as LOBBY_GAME_TYPES, type GameType as LobbyGameType } from '../../../src/lib/categories.ts';
import type { Prng } from './prng.ts';

/** A game's game_type: the lobby's list without hot ('' asks for the hottest games of every type). */
export type GameType = Exclude<LobbyGameType, ''>;
export const GAME_TYPES: readonly GameType[] = LOBBY_GAME_TYPES.filter((t): t is GameType => t !== '');

export interface ProviderSeed {
  code: string;
  name: string;
  /** How many games of each type this provider ships. */
  games: Partial<Record<GameType, number>>;
}

// Counts are shaped like a real aggregator catalogue: slots dominate, live casino second, niche verticals small.
export const PROVIDERS: ProviderSeed[] = [
  { code: 'JILI', name: 'JILI Games', games: { slot_game: 240, fishing: 22, poker: 30, arcade: 30, crash: 8, bingo: 16, freeplay: 40 } },
  { code: 'PPLAY', name: 'Pragmatic Play', games: { slot_game: 320, casino: 70, freeplay: 40 } },
  { code: 'FACHAI', name: 'FA CHAI Gaming', games: { slot_game: 150, fishing: 16, arcade: 20, freeplay: 20 } },
  { code: 'PGSOFT', name: 'PG Soft', games: { slot_game: 210, freeplay: 30 } },
  { code: 'JDB', name: 'JDB Gaming', games: { slot_game: 170, fishing: 18, arcade: 24, lottery: 12 } },
  { code: 'YBAT', name: 'YB Gaming', games: { slot_game: 70, hash_game: 40, crash: 12 } },
  { code: 'EPW', name: 'EpicWin', games: { slot_game: 90, bingo: 10 } },
  { code: 'EVOPLAY', name: 'Evoplay', games: { slot_game: 160, crash: 12, arcade: 16 } },
  { code: '9W', name: '9Wickets', games: { sportsbook: 4, horse_racing: 6 } },
  { code: 'WBET', name: 'WBET', games: { sportsbook: 4, lottery: 20, sabong: 6 } },
  { code: 'SPRIBE', name: 'Spribe', games: { crash: 14, arcade: 20, hash_game: 10 } },
  { code: 'EVOLUTION', name: 'Evolution Gaming', games: { casino: 160, poker: 20 } },
  { code: 'SEXY', name: 'Sexy Baccarat', games: { casino: 40 } },
  { code: 'AESEXY', name: 'AE Sexy', games: { casino: 30 } },
  { code: 'KINGMAKER', name: 'Kingmaker', games: { poker: 50, arcade: 40, casino: 20, bingo: 12 } },
  { code: 'SBO', name: 'SBOBET', games: { sportsbook: 6, horse_racing: 14 } },
  { code: 'CQ9', name: 'CQ9 Gaming', games: { slot_game: 190, fishing: 20, arcade: 20, lottery: 16 } },
  { code: 'FASTSPIN', name: 'FastSpin', games: { slot_game: 120, fishing: 12, freeplay: 20 } },
  { code: 'HABANERO', name: 'Habanero', games: { slot_game: 200, poker: 16 } },
  { code: 'DS88', name: 'DS88 Sabong', games: { sabong: 18 } },
  { code: 'TCG', name: 'TCG Lottery', games: { lottery: 30, bingo: 14 } },
];

const ADJECTIVES = [
  'Golden',
  'Lucky',
  'Mighty',
  'Wild',
  'Royal',
  'Mystic',
  'Crazy',
  'Super',
  'Magic',
  'Fiery',
  'Frozen',
  'Sweet',
  'Dragon',
  'Jade',
  'Diamond',
  'Emerald',
  'Ruby',
  'Sapphire',
  'Silver',
  'Cosmic',
  'Ancient',
  'Hidden',
  'Sacred',
  'Savage',
  'Thunder',
  'Neon',
  'Jolly',
  'Happy',
  'Mega',
  'Grand',
  'Blazing',
  'Shining',
  'Tiger',
  'Pirate',
  'Samurai',
  'Viking',
  'Aztec',
  'Pharaoh',
  'Candy',
  'Fortune',
  'Starry',
  'Lunar',
  'Solar',
  'Jungle',
  'Ocean',
] as const;

const NOUNS = [
  'Gems',
  'Empire',
  'Treasure',
  'Riches',
  'Fortune',
  'Gold',
  'Wilds',
  'Temple',
  'Kingdom',
  'Quest',
  'Legends',
  'Phoenix',
  'Dragon',
  'Panda',
  'Tiger',
  'Buffalo',
  'Wolf',
  'Koi',
  'Lotus',
  'Pearls',
  'Crown',
  'Jewels',
  'Bonanza',
  'Fiesta',
  'Carnival',
  'Safari',
  'Odyssey',
  'Galaxy',
  'Sevens',
  'Fruits',
  'Cherries',
  'Bells',
  'Heist',
  'Vault',
  'Chests',
  'Coins',
  'Reels',
  'Spins',
  'Rush',
  'Party',
  'Night',
  'Dynasty',
  'Goddess',
  'Warriors',
] as const;

const SLOT_SUFFIXES = ['', '', '', ' Megaways', ' Deluxe', ' Hold & Win', ' 2', ' Xmas', ' 1000', ' Extreme', ' Link'] as const;

const TABLE_GAMES = [
  'Baccarat',
  'Roulette',
  'Blackjack',
  'Sic Bo',
  'Dragon Tiger',
  'Fan Tan',
  'Andar Bahar',
  'Teen Patti',
  "Texas Hold'em",
  'Casino War',
] as const;
const TABLE_PREFIXES = [
  'Speed',
  'Lightning',
  'VIP',
  'Classic',
  'Golden',
  'No Commission',
  'Squeeze',
  'Auto',
  'Super',
  'Imperial',
  'Salon Privé',
  'Live',
] as const;
const POKER_GAMES = ['Poker', 'Pusoy', 'Tongits', 'Rummy', 'Pai Gow', 'Niu Niu', 'Sam Gong', 'Big Two', 'Blackjack', 'Three Card Poker'] as const;
const FISH_NAMES = [
  'Ocean King',
  'Fishing War',
  'Mega Fishing',
  'Dragon Fishing',
  'Jackpot Fishing',
  'Bombing Fishing',
  'Royal Fishing',
  'Boom Legend',
  'Happy Fishing',
  'Deep Sea Hunter',
  'Golden Toad',
  'Shark Hunter',
] as const;
const CRASH_NAMES = ['Aviator', 'JetX', 'Rocket', 'Crash', 'Limbo', 'Plinko', 'Mines', 'Dice', 'Goal', 'Hi-Lo', 'Keno', 'Balloon', 'Tower', 'Comet'] as const;
const HASH_NAMES = [
  'Hash Dice',
  'Hash Baccarat',
  'Hash Odd Even',
  'Hash Big Small',
  'Hash Niu Niu',
  'Block Lucky',
  'Hash Roulette',
  'Hash Dragon Tiger',
  'Hash Plinko',
  'Hash Mines',
] as const;
const LOTTERY_NAMES = [
  'Keno',
  'Lotto',
  'Pick 3',
  'Pick 4',
  'Lucky 5',
  'Speed Racer',
  'Mark Six',
  'Pick 10',
  'Fast 3',
  'Thai Lottery',
  'Vietnam Lottery',
  'Happy 8',
] as const;
const BINGO_NAMES = ['Bingo', 'Pachinko', 'Lotto Bingo', 'Super Bingo', 'Bingo Carnival', 'Pirate Bingo', 'Samba Bingo', 'Calaca Bingo'] as const;
const SPORTS_NAMES = ['Sportsbook', 'Virtual Sports', 'E-Sports', 'Cricket Exchange', 'Virtual Football', 'Live Betting'] as const;
const RACING_NAMES = ['Horse Racing', 'Greyhound Racing', 'Virtual Derby', 'Harness Racing', 'Racing Exchange'] as const;
const SABONG_NAMES = ['Sabong Arena', 'Cockfight Live', 'Derby Sabong', 'Sabong Pit', 'Bulang Sabong'] as const;
const ARCADE_NAMES = [
  'Color Game',
  'Plinko',
  'Wheel',
  'Mines',
  'Coin Pusher',
  'Penalty Shootout',
  'Horse Race',
  'Ludo',
  'Fortune Wheel',
  'Monster Smash',
  'Candy Crash',
  'Egg Hunt',
] as const;

const VARIANTS = ['Deluxe', 'Express', 'Gold', 'Plus', 'Max', 'Pro', 'Turbo', 'II', 'III', 'Asia', 'Live', 'Mini'] as const;

/** One name candidate for a game type; a later `numbered` pass makes it unique within its provider. */
function candidate(type: GameType, prng: Prng): string {
  switch (type) {
    case 'slot_game':
    case 'freeplay':
      return `${prng.pick(ADJECTIVES)} ${prng.pick(NOUNS)}${prng.pick(SLOT_SUFFIXES)}`;
    case 'casino':
      return `${prng.pick(TABLE_PREFIXES)} ${prng.pick(TABLE_GAMES)}`;
    case 'poker':
      return `${prng.pick(ADJECTIVES)} ${prng.pick(POKER_GAMES)}`;
    case 'fishing':
      return `${prng.pick(FISH_NAMES)}${prng.chance(0.5) ? ` ${prng.pick(['2', 'Deluxe', 'Legend', 'Party', 'Go'])}` : ''}`;
    case 'crash':
      return `${prng.pick(CRASH_NAMES)}${prng.chance(0.5) ? ` ${prng.pick(['X', 'Turbo', 'Mini', 'Space'])}` : ''}`;
    case 'hash_game':
      return prng.pick(HASH_NAMES);
    case 'lottery':
      return prng.pick(LOTTERY_NAMES);
    case 'bingo':
      return prng.pick(BINGO_NAMES);
    case 'sportsbook':
      return prng.pick(SPORTS_NAMES);
    case 'horse_racing':
      return prng.pick(RACING_NAMES);
    case 'sabong':
      return prng.pick(SABONG_NAMES);
    case 'arcade':
      return `${prng.pick(ARCADE_NAMES)}${prng.chance(0.4) ? ` ${prng.pick(ADJECTIVES)}` : ''}`;
  }
}

export interface GameSeed {
  provider_code: string;
  game_code: string;
  game_name: string;
  game_type: GameType;
  hotness: number;
}

export function slug(value: string): string {
  return value
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function gameImageUrl(providerCode: string, gameCode: string): string {
  return `/api/assets/game/${encodeURIComponent(providerCode)}/${encodeURIComponent(gameCode)}.svg`;
}

export function generateGames(prng: Prng): GameSeed[] {
  const games: GameSeed[] = [];
  for (const provider of PROVIDERS) {
    const taken = new Set<string>();
    for (const [type, count] of Object.entries(provider.games) as [GameType, number][]) {
      for (let i = 0; i < count; i++) {
        let name = candidate(type, prng);
        // Small pools (lottery, sabong…) repeat quickly; number the repeats like real catalogues do ("Keno 2").
        for (let n = 0; taken.has(slug(name)); n++) {
          const base = candidate(type, prng);
          name = n < 6 ? base : `${base} ${VARIANTS[(n - 6) % VARIANTS.length] ?? ''}${n - 6 >= VARIANTS.length ? ` ${n}` : ''}`;
        }
        taken.add(slug(name));
        // Skewed so a handful of games are clearly "hot", like real play counts.
        const hotness = Math.round(100_000 * prng.next() ** 3) + (type === 'slot_game' ? 500 : 0);
        games.push({ provider_code: provider.code, game_code: `${provider.code.toLowerCase()}-${slug(name)}`, game_name: name, game_type: type, hotness });
      }
    }
  }
  return games;
}
