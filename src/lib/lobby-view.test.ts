import { describe, expect, it } from 'vitest';
import type { Game } from '../../schemas/api/game.ts';
import {
  categoryCounts,
  firstPagesOf,
  firstPagesUrl,
  lobbyViewUrl,
  parseFirstPagesQuery,
  parseViewQuery,
  readFirstPages,
  readLobbyPage,
  viewOf,
  type LobbyViewQuery,
} from './lobby-view.ts';

const g = (provider_code: string, game_name: string): Game => ({
  provider_code,
  game_code: game_name.toLowerCase(),
  game_name,
  game_type: 'slot_game',
  game_image: '',
});
const games = [g('JILI', 'Golden Empire'), g('PPLAY', 'Gates of Olympus'), g('JILI', 'Super Ace'), g('PGSOFT', 'Piñata Wins'), g('JILI', 'Golden Bank')];
const query = (over: Partial<LobbyViewQuery> = {}): LobbyViewQuery => ({
  type: 'slot_game',
  site: 'ext-1',
  fallback: 'popular',
  provider: '',
  q: '',
  offset: 0,
  limit: 2,
  ...over,
});

describe('lobby views', () => {
  it('names a view by one URL whatever the order it was asked in, and reads it back', () => {
    const url = lobbyViewUrl(query({ provider: 'JILI', q: ' gold ', cap: 48 }));
    expect(url).toBe('/__lobby/games?type=slot_game&site=ext-1&cap=48&fallback=popular&provider=JILI&q=gold&offset=0&limit=2');
    const parsed = parseViewQuery(new URL(url, 'http://x').searchParams);
    expect(parsed).toEqual({ ok: true, value: query({ provider: 'JILI', q: 'gold', cap: 48 }) });
    expect(firstPagesUrl({ type: '', site: 'ext-1', fallback: 'hot' }, 24)).toBe('/__lobby/first-pages?type=&site=ext-1&fallback=hot&limit=24');
  });

  it('refuses what it cannot serve with a reason', () => {
    const bad = (search: string) => {
      const r = parseViewQuery(new URLSearchParams(search));
      return r.ok ? 'ok' : r.error;
    };
    expect(bad('type=nope&site=a&limit=1')).toMatch(/type must be one of/);
    expect(bad('type=slot_game&limit=1')).toMatch(/site/);
    expect(bad('type=slot_game&site=a%20b&limit=1')).toMatch(/site/);
    expect(bad('type=slot_game&site=a')).toMatch(/limit is required/);
    expect(bad('type=slot_game&site=a&limit=0')).toMatch(/limit must be a whole number from 1 to 10000/);
    expect(bad('type=slot_game&site=a&limit=5&offset=-1')).toMatch(/offset/);
    expect(bad('type=slot_game&site=a&limit=5&fallback=some')).toMatch(/fallback/);
    expect(bad(`type=slot_game&site=a&limit=5&q=${'x'.repeat(101)}`)).toMatch(/q is at most 100/);
    expect(bad('type=slot_game&site=a&limit=5&cap=1.5')).toMatch(/cap/);
    const firsts = parseFirstPagesQuery(new URLSearchParams('type=slot_game&site=a&limit=500'));
    expect(firsts.ok ? 'ok' : firsts.error).toMatch(/limit must be a whole number from 1 to 120/);
  });

  it('cuts a page of the matches and counts them all', () => {
    expect(viewOf(games, null, query({ provider: 'JILI' }))).toEqual({ games: [games[0], games[2]], total: 3, offset: 0, fallback: null });
    expect(viewOf(games, null, query({ provider: 'JILI', offset: 2 })).games).toEqual([games[4]]);
    expect(viewOf(games, 'popular', query({ q: 'GOLD' }))).toMatchObject({ total: 2, fallback: 'popular' });
    expect(viewOf(games, null, query({ q: 'pinata' })).games).toEqual([games[3]]);
    expect(viewOf(games, null, query({ provider: 'NOPE' }))).toMatchObject({ games: [], total: 0 });
  });

  it("gives the list's first page and every provider's, with their lengths", () => {
    const firsts = firstPagesOf(games, null, 2);
    expect(firsts.all).toEqual({ games: games.slice(0, 2), total: 5 });
    expect(firsts.pages).toEqual({
      JILI: { games: [games[0], games[2]], total: 3 },
      PPLAY: { games: [games[1]], total: 1 },
      PGSOFT: { games: [games[3]], total: 1 },
    });
    expect(readFirstPages(JSON.parse(JSON.stringify(firsts)))).toEqual(firsts);
    const counted = firstPagesOf(games, null, 2, { CQ9: 190 });
    expect(readFirstPages(JSON.parse(JSON.stringify(counted)))?.counts).toEqual({ CQ9: 190 });
    // an answer without counts (or with a bad one) offers the list's providers alone
    expect(readFirstPages({ ...firsts, counts: undefined })?.counts).toEqual({});
    expect(readFirstPages({ ...firsts, counts: { CQ9: -1, JILI: 'x', PPLAY: 4 } })?.counts).toEqual({ PPLAY: 4 });
  });

  it("counts a category's providers from startup's provider_count, none for the all-games list", () => {
    const providerCount = [
      { provider_code: 'JILI', category: 'slot_game', count: 240 },
      { provider_code: 'JILI', category: 'fishing', count: 22 },
      { provider_code: 'CQ9', category: 'slot_game', count: 190 },
    ];
    expect(categoryCounts(providerCount, 'slot_game')).toEqual({ JILI: 240, CQ9: 190 });
    expect(categoryCounts(providerCount, 'fishing')).toEqual({ JILI: 22 });
    expect(categoryCounts(providerCount, '')).toEqual({});
    expect(categoryCounts(undefined, 'slot_game')).toEqual({});
  });

  it('reads only answers of the right shape', () => {
    const page = viewOf(games, null, query());
    expect(readLobbyPage(JSON.parse(JSON.stringify(page)))).toEqual(page);
    expect(readLobbyPage({ ...page, total: -1 })).toBeNull();
    expect(readLobbyPage({ ...page, games: [{ game_name: 'x' }] })).toBeNull();
    expect(readLobbyPage({ ...page, fallback: 'other' })).toBeNull();
    expect(readLobbyPage('nope')).toBeNull();
    expect(readFirstPages({ all: { games: [], total: 0 }, pages: { X: { games: 'no', total: 1 } }, fallback: null })).toBeNull();
    expect(readFirstPages({ pages: {}, fallback: null })).toBeNull();
  });
});
