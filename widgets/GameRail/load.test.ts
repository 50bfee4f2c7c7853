// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, testGame } from '../_shared/games/test-harness.tsx';
import { loadGameRail, railViewUrl } from './load.ts';
import { defaults, type GameRailProps } from './schema.ts';

const whole = Array.from({ length: 40 }, (_, i) => testGame(i, i % 2 ? 'JILI' : 'PPLAY'));

afterEach(() => vi.unstubAllGlobals());

describe('loadGameRail in the browser', () => {
  it("asks the page's server for the rail's own games, not the category's whole list", async () => {
    const props: GameRailProps = { ...defaults, gameType: 'slot_game', limit: 5 };
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return Response.json({ games: whole.slice(0, 5), total: 5, offset: 0, fallback: null });
      }),
    );
    const { api, calls } = fakeApi({});
    const data = await loadGameRail(props, { api, domain: 'a.example', externalId: 'ext-a' });
    expect(urls).toEqual([railViewUrl(props, 'ext-a')]);
    expect(new URL(urls[0]!, 'http://x').searchParams.get('limit')).toBe('5');
    expect(new URL(urls[0]!, 'http://x').searchParams.get('cap')).toBe('5');
    expect(data).toEqual({ games: whole.slice(0, 5), total: 5, complete: true, fallback: null, providers: { PPLAY: 3, JILI: 2 } });
    expect(calls).toEqual([]);
  });

  it('falls back to the whole list from the backend when the view cannot answer', async () => {
    const props: GameRailProps = { ...defaults, gameType: 'casino', limit: 3 };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 404 })),
    );
    const { api, calls } = fakeApi({ '/api/product/get_hot_games': { body: { statusCode: 1, value: whole } } });
    const data = await loadGameRail(props, { api, domain: 'a.example', externalId: 'ext-a' });
    expect(calls.map((c) => c.path)).toEqual(['/api/product/get_hot_games']);
    expect(data.games.map((g) => g.game_code)).toEqual(['g-0', 'g-1', 'g-2']);
  });
});
