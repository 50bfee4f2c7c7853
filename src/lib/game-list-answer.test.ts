import { describe, expect, it } from 'vitest';
import { fallbackFor, listFromAnswer } from './game-list-answer.ts';

const game = { provider_code: 'JILI', game_code: 'a', game_name: 'A', game_type: 'slot_game', game_image: '' };

describe('listFromAnswer', () => {
  it("is the backend's list, capped", () => {
    expect(listFromAnswer({ statusCode: 1, value: [game, game, game] }, { limit: 2, fallback: 'none' })).toEqual({ games: [game, game], fallback: null });
  });
  it('is the §3 default list when the call failed or was empty, an error only without one', () => {
    const failed = listFromAnswer({ statusCode: -503, statusMessage: 'serviceUnavailable' }, { fallback: 'popular' });
    expect(failed).toMatchObject({ fallback: 'popular' });
    expect('games' in failed && failed.games.length).toBeGreaterThan(0);
    expect(listFromAnswer({ statusCode: 1, value: [] }, { fallback: 'hot' })).toMatchObject({ fallback: 'hot' });
    expect(listFromAnswer({ statusCode: -503, statusDetail: 'down' }, { fallback: 'none' })).toEqual({ error: 'down' });
    expect(listFromAnswer({ statusCode: 1, value: [] }, { fallback: 'none' })).toEqual({ games: [], fallback: null });
  });
  it('chooses a default list by category when none is configured', () => {
    expect([fallbackFor('', undefined), fallbackFor('slot_game', undefined), fallbackFor('casino', undefined), fallbackFor('casino', 'new')]).toEqual([
      'hot',
      'popular',
      'none',
      'new',
    ]);
  });
});
