import { describe, expect, it } from 'vitest';
import { fallbackFor, loadGameList } from './game-list.ts';
import { fakeApi, testGame } from './test-harness.tsx';

const site = { domain_name: 'casino1.localhost', external_id: 'ext-1' };
const HOT = '/api/product/get_hot_games';

describe('loadGameList', () => {
  it('asks get_hot_games for the category and sends the first screenful, marking the rest to come', async () => {
    const { api, calls } = fakeApi({ [HOT]: { body: { statusCode: 1, value: Array.from({ length: 50 }, (_, i) => testGame(i)) } } });
    const data = await loadGameList(api, site, { gameType: 'slot_game', initial: 12, fallback: 'none' });
    expect(calls[0]).toEqual({ path: HOT, body: { ...site, game_type: 'slot_game' } });
    expect(data.games).toHaveLength(12);
    expect(data).toMatchObject({ total: 50, complete: false, fallback: null });
    // the provider tally covers the whole list, not only what the server renders
    expect(Object.values(data.providers).reduce((a, b) => a + b, 0)).toBe(50);
    const capped = await loadGameList(api, site, { gameType: 'slot_game', initial: 12, limit: 10, fallback: 'none' });
    expect(capped).toMatchObject({ total: 10, complete: true });
  });

  it('falls back to a default list when the call fails or is empty', async () => {
    const failing = fakeApi({ [HOT]: { status: 500, body: {} } }).api;
    const failed = await loadGameList(failing, site, { gameType: '', initial: 24, fallback: 'hot' });
    expect(failed.fallback).toBe('hot');
    expect(failed.games.length).toBeGreaterThan(0);
    const empty = fakeApi({ [HOT]: { body: { statusCode: 1, value: [] } } }).api;
    expect((await loadGameList(empty, site, { gameType: 'slot_game', initial: 24, fallback: 'popular' })).fallback).toBe('popular');
  });

  it('throws when it failed and there is no default list; an empty category is just empty', async () => {
    const failing = fakeApi({ [HOT]: { status: 500, body: {} } }).api;
    await expect(loadGameList(failing, site, { gameType: 'casino', initial: 24, fallback: 'none' })).rejects.toThrow();
    const empty = fakeApi({ [HOT]: { body: { statusCode: 1, value: [] } } }).api;
    expect(await loadGameList(empty, site, { gameType: 'casino', initial: 24, fallback: 'none' })).toEqual({
      games: [],
      total: 0,
      complete: true,
      fallback: null,
      providers: {},
    });
  });

  it('gives hot, slots and free play a default list unless configured', () => {
    expect(['', 'slot_game', 'freeplay', 'casino'].map((t) => fallbackFor(t, undefined))).toEqual(['hot', 'popular', 'new', 'none']);
    expect(fallbackFor('', 'none')).toBe('none');
  });
});
