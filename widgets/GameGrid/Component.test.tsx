// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSharedJson } from '../../src/api/shared-json.ts';
import { firstPagesOf, firstPagesUrl, lobbyViewUrl, viewOf } from '../../src/lib/lobby-view.ts';
import { validatePage } from '../../schemas/generated/validators.js';
import { LoaderError } from '../../src/render/loader-error.ts';
import GameGrid from './Component.tsx';
import { tallyProviders } from '../_shared/games/game-list.ts';
import { fakeApi, renderLobby, testGame } from '../_shared/games/test-harness.tsx';
import { defaults } from './schema.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ready = (games = [testGame(1), testGame(2, 'PPLAY'), testGame(3)]) => ({
  games,
  total: games.length,
  complete: true,
  fallback: null,
  providers: tallyProviders(games),
  counts: {},
});

describe('GameGrid', () => {
  it('has a props schema that rejects a wrong prop', () => {
    expect(validatePage({ version: 1, root: { widget: 'GameGrid', props: { gameType: 'slot_game', filter: true, tile: 'landscape', initial: 12 } } })).toBe(
      true,
    );
    expect(validatePage({ version: 1, root: { widget: 'GameGrid', props: { gameType: 'roulette' } } })).toBe(false);
    expect(validatePage({ version: 1, root: { widget: 'GameGrid', props: { filter: 'yes' } } })).toBe(false);
    expect(validatePage({ version: 1, root: { widget: 'GameGrid', props: { tile: 'round' } } })).toBe(false);
    expect(validatePage({ version: 1, root: { widget: 'GameGrid', props: { colums: 3 } } })).toBe(false);
  });

  it('shows its empty state', async () => {
    await renderLobby(<GameGrid props={{ ...defaults, gameType: 'casino' }} data={ready([])} path="p" className="" />);
    expect(screen.getByText('No games here yet.')).toBeTruthy();
  });

  it('shows its error state, and a retry that loads the games in place', async () => {
    const { api } = fakeApi({ '/api/product/get_hot_games': { body: { statusCode: 1, value: [testGame(7)] } } });
    await renderLobby(<GameGrid props={{ ...defaults, gameType: 'casino', title: 'ui.cat.casino' }} data={new LoaderError('down')} path="p" className="" />, {
      api,
    });
    expect(screen.getByRole('alert').textContent).toContain('Games could not be loaded right now.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Game 7')).toBeTruthy());
  });

  it('says when it shows a default list instead of the live one', async () => {
    await renderLobby(<GameGrid props={{ ...defaults, gameType: '' }} data={{ ...ready(), fallback: 'hot' }} path="p" className="" />);
    expect(screen.getByRole('status').textContent).toBe('Showing our picks while the live game list is unavailable.');
  });

  it('renders tiles as launch links with a favourite toggle and sized, lazy images', async () => {
    await renderLobby(<GameGrid props={{ ...defaults, gameType: 'slot_game' }} data={ready()} path="p" className="" />);
    const link = screen.getByRole('link', { name: /Game 1/ });
    expect(link.getAttribute('href')).toBe('/playnow?provider=JILI&game=g-1&type=slot_game');
    const heart = screen.getByRole('button', { name: 'Favourite Game 1' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    const img = link.querySelector('img');
    expect(Number(img?.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(img?.getAttribute('height'))).toBeGreaterThan(Number(img?.getAttribute('width')));
  });

  it('loads the first eagerImages images with the page, at high priority, and the rest lazily', async () => {
    const games = [1, 2, 3, 4, 5].map((n) => testGame(n));
    await renderLobby(<GameGrid props={{ ...defaults, gameType: 'slot_game', eagerImages: 2 }} data={ready(games)} path="p" className="" />);
    const images = [...document.querySelectorAll('.w-tile img')];
    expect(images).toHaveLength(5);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy', 'lazy', 'lazy']);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'high', null, null, null]);
  });

  it('narrows by the provider and query in the URL, and by typing', async () => {
    await renderLobby(<GameGrid props={{ ...defaults, gameType: 'slot_game', filter: true }} data={ready()} path="p" className="" />, {
      url: '/slots?provider=JILI',
    });
    expect(screen.getByRole('button', { name: 'JILI' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('Game 2')).toBeNull();
    expect(screen.getByText('Game 3')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), { target: { value: 'game 3' } });
    await waitFor(() => expect(screen.queryByText('Game 1')).toBeNull());
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), { target: { value: 'nothing like it' } });
    await waitFor(() => expect(screen.getByText('No games match your filters.')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByText('Game 2')).toBeTruthy());
  });

  it('a filter leaves the kept tiles’ images as they were: one moved up among the first does not turn eager', async () => {
    const games = [testGame(1, 'JILI'), testGame(2, 'JILI'), testGame(3, 'PPLAY')];
    await renderLobby(<GameGrid props={{ ...defaults, gameType: 'slot_game', filter: true, eagerImages: 2 }} data={ready(games)} path="p" className="" />);
    const image = () => document.querySelector('li[data-game="PPLAY/g-3"] img');
    const kept = image();
    expect(kept?.getAttribute('loading'), 'third: lazy').toBe('lazy');
    fireEvent.click(screen.getByRole('button', { name: 'PPLAY' }));
    await waitFor(() => expect(document.querySelectorAll('li[data-game]')).toHaveLength(1));
    expect(image(), 'the same node').toBe(kept);
    expect(kept?.getAttribute('loading'), 'first now, still lazy').toBe('lazy');
    expect(kept?.hasAttribute('fetchpriority')).toBe(false);
  });

  it('marks a chip pressed as the finger lands, before its click; a scroll or a lift with no click takes the mark off', async () => {
    await renderLobby(<GameGrid props={{ ...defaults, gameType: 'slot_game', filter: true }} data={ready()} path="p" className="" />);
    const chip = screen.getByRole('button', { name: 'PPLAY' });
    fireEvent.pointerDown(chip);
    expect(chip.hasAttribute('data-pressed'), 'at the pointerdown').toBe(true);
    fireEvent.pointerCancel(chip);
    expect(chip.hasAttribute('data-pressed'), 'the finger scrolled').toBe(false);
    vi.useFakeTimers();
    try {
      fireEvent.pointerDown(chip);
      fireEvent.pointerUp(chip);
      act(() => vi.advanceTimersByTime(100));
      expect(chip.hasAttribute('data-pressed'), 'the lift: the click may still come').toBe(true);
      act(() => vi.advanceTimersByTime(400));
      expect(chip.hasAttribute('data-pressed'), 'no click came').toBe(false);
      fireEvent.pointerDown(chip);
      fireEvent.pointerUp(chip);
      fireEvent.click(chip);
      act(() => vi.advanceTimersByTime(500));
      expect(chip.getAttribute('aria-pressed'), 'the click chose the provider').toBe('true');
    } finally {
      vi.useRealTimers();
    }
  });

  describe('a long category, of which the page holds the first screenful', () => {
    // 3 providers × 10 games, 2 per page: each test its own `initial`, so the shared answers of one are not another's
    const whole = Array.from({ length: 30 }, (_, i) => ({
      ...testGame(i, ['JILI', 'PPLAY', 'PGSOFT'][i % 3]),
      game_name: i % 7 === 0 ? `Koi ${i}` : `Game ${i}`,
    }));
    const firstScreen = (initial: number) => ({
      games: whole.slice(0, initial),
      total: 30,
      complete: false,
      fallback: null,
      providers: tallyProviders(whole),
      counts: {},
    });
    const list = { type: 'slot_game' as const, site: 'ext-1', fallback: 'popular' as const };
    const props = (initial: number) => ({ ...defaults, gameType: 'slot_game' as const, filter: true, initial });
    const serverAnswers = (urls: string[], answer: (url: string) => Response | Promise<Response>) => {
      const fetchMock = vi.fn(async (url: string) => {
        urls.push(url);
        return answer(url);
      });
      vi.stubGlobal('fetch', fetchMock);
      return fetchMock;
    };

    it('a provider chip answers from the first pages prefetched after idle: no request, the same page size as the server', async () => {
      const urls: string[] = [];
      serverAnswers(urls, () => Response.json(firstPagesOf(whole, null, 2)));
      await fetchSharedJson(firstPagesUrl(list, 2));
      urls.length = 0;
      await renderLobby(<GameGrid props={props(2)} data={firstScreen(2)} path="p" className="" />);
      fireEvent.click(screen.getByRole('button', { name: 'PPLAY' }));
      // within the tap's act: the chip's render; the grid's right after the next frame
      expect(screen.getByRole('button', { name: 'PPLAY' }).getAttribute('aria-pressed')).toBe('true');
      await waitFor(() => expect([...document.querySelectorAll('.w-tile__name')].map((e) => e.textContent)).toEqual(['Game 1', 'Game 4']));
      expect(urls.filter((u) => u.startsWith('/__lobby/games'))).toEqual([]);
    });

    it('a chip shows its press in the render of the tap, the tiles unchanged; the grid draws the filter in a later render', async () => {
      serverAnswers([], () => Response.json(firstPagesOf(whole, null, 5)));
      await fetchSharedJson(firstPagesUrl(list, 5));
      await renderLobby(<GameGrid props={props(5)} data={firstScreen(5)} path="p" className="" />);
      const chip = screen.getByRole('button', { name: 'PPLAY' });
      const tiles = () => [...document.querySelectorAll('.w-tile__name')].map((e) => e.textContent);
      const before = tiles();
      // what each commit put on screen (a mutation observer's callback follows each commit), outside act,
      // which would run the deferred render in the same breath as the urgent one
      const commits: { pressed: string | null; marked: boolean; tiles: (string | null)[] }[] = [];
      const watch = new MutationObserver(() =>
        commits.push({ pressed: chip.getAttribute('aria-pressed'), marked: chip.hasAttribute('data-pressed'), tiles: tiles() }),
      );
      watch.observe(document.body, { subtree: true, childList: true, attributes: true });
      const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
      try {
        chip.click();
        await waitFor(() => expect(tiles()).toEqual(['Game 1', 'Game 4', 'Koi 7', 'Game 10', 'Game 13']));
      } finally {
        watch.disconnect();
        Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
      }
      expect(commits[0], 'the first frame after the tap: the chip pressed, the grid as it was').toEqual({ pressed: 'true', marked: true, tiles: before });
      expect(commits.at(-1), 'the filtered grid: the press answered').toEqual({
        pressed: 'true',
        marked: false,
        tiles: ['Game 1', 'Game 4', 'Koi 7', 'Game 10', 'Game 13'],
      });
    });

    it('the grid draws the filter in the task right after the chip’s frame, not in a render left to the scheduler', async () => {
      serverAnswers([], () => Response.json(firstPagesOf(whole, null, 5)));
      await fetchSharedJson(firstPagesUrl(list, 5));
      await renderLobby(<GameGrid props={props(5)} data={firstScreen(5)} path="p" className="" />);
      const frames: FrameRequestCallback[] = [];
      vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
      const chip = screen.getByRole('button', { name: 'PPLAY' });
      const tiles = () => [...document.querySelectorAll('.w-tile__name')].map((e) => e.textContent);
      const before = tiles();
      const task = () => new Promise((resolve) => setTimeout(resolve));
      // outside act, which would run any render at once: what the page's own tasks draw, as in a browser
      const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
      try {
        chip.click();
        for (let i = 0; i < 5; i++) await task();
        expect(chip.getAttribute('aria-pressed'), 'the chip in the frame of the tap').toBe('true');
        expect(tiles(), 'the grid waits for that frame to be painted').toEqual(before);
        expect(frames).toHaveLength(1);
        frames.splice(0).forEach((cb) => cb(0));
        // the next task is the grid's: drawn by the time it ends, with no render of the scheduler's in between
        await task();
        expect(tiles()).toEqual(['Game 1', 'Game 4', 'Koi 7', 'Game 10', 'Game 13']);
      } finally {
        Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
      }
    });

    const heldServer = (urls: string[]) => {
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      serverAnswers(urls, async (url) => {
        await held;
        const q = new URL(url, 'http://x').searchParams;
        return Response.json(
          viewOf(whole, null, { ...list, provider: '', q: q.get('q') ?? '', offset: Number(q.get('offset')), limit: Number(q.get('limit')) }),
        );
      });
      return () => release();
    };
    const names = () => [...document.querySelectorAll('.w-tile__name')].map((e) => e.textContent);
    const busy = () => document.querySelector('section.w-gamegrid')?.getAttribute('aria-busy');

    it('a search shows at once the matches among the games it has, then the server’s page of them; the count is of all matches', async () => {
      const urls: string[] = [];
      const release = heldServer(urls);
      await renderLobby(<GameGrid props={props(3)} data={firstScreen(3)} path="p" className="" />);
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), { target: { value: 'koi' } });
      // in the grid's render right after the keystroke's frame: Koi 0 is among the first screenful, shown as it is (not dimmed)
      await waitFor(() => expect(names()).toEqual(['Koi 0']));
      expect(busy()).toBe('true');
      expect(document.querySelector('.w-gamegrid__list--pending')).toBeNull();
      expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('');
      await waitFor(() => expect(urls).toContain(lobbyViewUrl({ ...list, provider: '', q: 'koi', offset: 0, limit: 3 })));
      release();
      await waitFor(() => expect(names()).toEqual(['Koi 0', 'Koi 7', 'Koi 14']));
      expect(busy()).toBeNull();
      // five match in all: the count says so though three are shown
      await waitFor(() => expect(document.querySelector('[aria-live="polite"]')?.textContent).toMatch(/5/));
      expect(urls.some((u) => u.includes('/api/product/get_hot_games'))).toBe(false);
    });

    it('a search none of whose matches the grid has keeps what it showed, dimmed, until the server answers', async () => {
      const urls: string[] = [];
      const release = heldServer(urls);
      await renderLobby(<GameGrid props={props(3)} data={firstScreen(3)} path="p" className="" />);
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), { target: { value: 'koi 1' } });
      await waitFor(() => expect(busy()).toBe('true'));
      expect(document.querySelector('.w-gamegrid__list--pending')).toBeTruthy();
      expect(names()).toEqual(['Koi 0', 'Game 1', 'Game 2']);
      release();
      await waitFor(() => expect(names()).toEqual(['Koi 14', 'Koi 21']));
      expect(document.querySelector('.w-gamegrid__list--pending')).toBeNull();
    });

    it('filters the whole list itself when the server cannot answer the view (§8 as before)', async () => {
      serverAnswers([], () => new Response('gone', { status: 404 }));
      const { api, calls } = fakeApi({ '/api/product/get_hot_games': { body: { statusCode: 1, value: whole } } });
      await renderLobby(<GameGrid props={props(4)} data={firstScreen(4)} path="p" className="" />, { api });
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), { target: { value: 'koi 2' } });
      await waitFor(() => expect([...document.querySelectorAll('.w-tile__name')].map((e) => e.textContent)).toEqual(['Koi 21', 'Koi 28']));
      expect(calls.map((c) => c.path)).toEqual(['/api/product/get_hot_games']);
    });
  });
});
