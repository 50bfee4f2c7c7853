import { afterEach, describe, expect, it } from 'vitest';
import type { Game } from '../../schemas/api/game.ts';
import { useSession } from './session.ts';

const game = (n: number): Game => ({ provider_code: 'JILI', game_code: `g-${n}`, game_name: `Game ${n}`, game_type: 'slot_game', game_image: '' });

afterEach(() => useSession.getState().reset());

describe('favourites: the server list and the player’s own changes', () => {
  it('takes a list read while the player changed nothing', () => {
    const asOf = useSession.getState().fav_edits;
    useSession.getState().serverFavourites([game(1)], asOf);
    expect(useSession.getState().game_fav_list).toEqual([game(1)]);
  });

  it('drops a list read before a heart was tapped: the tapped game stays a favourite', () => {
    const asOf = useSession.getState().fav_edits;
    useSession.getState().setFavourites([game(2)]);
    useSession.getState().serverFavourites([], asOf);
    expect(useSession.getState().game_fav_list).toEqual([game(2)]);
  });

  it('drops a list read while the heart’s call was on its way, and takes the next one', () => {
    useSession.getState().setFavourites([game(3)]);
    const asOf = useSession.getState().fav_edits;
    useSession.getState().favouriteSettled();
    useSession.getState().serverFavourites([], asOf);
    expect(useSession.getState().game_fav_list).toEqual([game(3)]);
    useSession.getState().serverFavourites([game(3), game(4)], useSession.getState().fav_edits);
    expect(useSession.getState().game_fav_list).toEqual([game(3), game(4)]);
  });
});
