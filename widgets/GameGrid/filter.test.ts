import { describe, expect, it } from 'vitest';
import type { Game } from '../../schemas/api/game.ts';
import { tallyProviders } from '../_shared/games/game-list.ts';
import { categoryCounts } from '../../src/lib/lobby-view.ts';
import { filterGames, providerOptions, readFilter, withFilter } from './filter.ts';

const g = (provider_code: string, game_name: string): Game => ({
  provider_code,
  game_code: game_name.toLowerCase(),
  game_name,
  game_type: 'slot_game',
  game_image: '',
});
const games = [g('JILI', 'Golden Empire'), g('PPLAY', 'Gates of Olympus'), g('JILI', 'Super Ace'), g('PGSOFT', 'Piñata Wins')];

describe('lobby filter', () => {
  it('keeps everything when empty', () => {
    expect(filterGames(games, { provider: '', q: '  ' })).toBe(games);
  });
  it('narrows by provider and by every word of the name, ignoring case and accents', () => {
    expect(filterGames(games, { provider: 'JILI', q: '' }).map((x) => x.game_name)).toEqual(['Golden Empire', 'Super Ace']);
    expect(filterGames(games, { provider: '', q: 'GOLD emp' }).map((x) => x.game_name)).toEqual(['Golden Empire']);
    expect(filterGames(games, { provider: '', q: 'pinata' }).map((x) => x.game_name)).toEqual(['Piñata Wins']);
    expect(filterGames(games, { provider: 'PPLAY', q: 'ace' })).toEqual([]);
  });
  it('round-trips through the URL, keeping other parameters', () => {
    expect(readFilter(new URLSearchParams('provider=JILI&q=super%20ace'))).toEqual({ provider: 'JILI', q: 'super ace' });
    expect(withFilter('http://x.localhost/slots?lang=en&q=old#top', { provider: 'JILI', q: 'super ace' })).toBe('/slots?lang=en&q=super+ace&provider=JILI#top');
    expect(withFilter('http://x.localhost/slots?provider=JILI&q=a', { provider: '', q: ' ' })).toBe('/slots');
  });
  it('offers providers of the list and of provider_count for the category, most games first', () => {
    const counts = [
      { provider_code: 'CQ9', category: 'slot_game', count: 190 },
      { provider_code: 'JILI', category: 'slot_game', count: 240 },
      { provider_code: 'EVOLUTION', category: 'casino', count: 160 },
    ];
    expect(providerOptions(tallyProviders(games), categoryCounts(counts, 'slot_game'))).toEqual(['JILI', 'CQ9', 'PGSOFT', 'PPLAY']);
    expect(providerOptions(tallyProviders(games), categoryCounts(counts, ''))).toEqual(['JILI', 'PGSOFT', 'PPLAY']);
  });
  it('orders by the whole list, so the first screenful and the full list offer the same bar', () => {
    const whole = [...games, g('PGSOFT', 'Mahjong Ways'), g('PGSOFT', 'Fortune Ox'), g('PPLAY', 'Sugar Rush')];
    expect(tallyProviders(whole)).toEqual({ JILI: 2, PPLAY: 2, PGSOFT: 3 });
    expect(providerOptions(tallyProviders(whole), {})).toEqual(['PGSOFT', 'JILI', 'PPLAY']);
  });
});
