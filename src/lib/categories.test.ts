import { describe, expect, it } from 'vitest';
import { CATEGORIES, GAME_TYPES, categoryOf, categorySlug, gameTypeOfSlug } from './categories.ts';

describe('§2 category slugs', () => {
  it.each([
    ['', ''],
    ['slot_game', 'slots'],
    ['casino', 'livecasino'],
    ['hash_game', 'hashgame'],
    ['sportsbook', 'sportsbook'],
    ['fishing', 'fish'],
    ['poker', 'table'],
    ['sabong', 'sabong'],
    ['lottery', 'lottery'],
    ['horse_racing', 'horseracing'],
    ['bingo', 'bingo'],
    ['arcade', 'arcade'],
    ['crash', 'crash'],
    ['freeplay', 'freeplay'],
  ])('%j → %j and back', (gameType, slug) => {
    expect(categorySlug(gameType)).toBe(slug);
    expect(gameTypeOfSlug(slug)).toBe(gameType);
  });

  it('hot is the empty game_type and comes first', () => {
    expect(CATEGORIES[0]?.gameType).toBe('');
    expect(categoryOf('')?.route).toBe('/hot');
  });

  it('has one category per game_type, each with its own route', () => {
    expect(CATEGORIES.map((c) => c.gameType)).toEqual([...GAME_TYPES]);
    expect(new Set(CATEGORIES.map((c) => c.route)).size).toBe(CATEGORIES.length);
  });

  it('knows nothing of other game types', () => {
    expect(categoryOf('roulette')).toBeUndefined();
    expect(gameTypeOfSlug('slot_game')).toBeUndefined();
  });
});
