// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { validatePage } from '../../schemas/generated/validators.js';
import { LoaderError } from '../../src/render/loader-error.ts';
import GameGrid from './Component.tsx';
import { tallyProviders } from '../_shared/games/game-list.ts';
import { fakeApi, renderLobby, testGame } from '../_shared/games/test-harness.tsx';
import { defaults } from './schema.ts';

afterEach(cleanup);

const ready = (games = [testGame(1), testGame(2, 'PPLAY'), testGame(3)]) => ({
  games,
  total: games.length,
  complete: true,
  fallback: null,
  providers: tallyProviders(games),
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
});
