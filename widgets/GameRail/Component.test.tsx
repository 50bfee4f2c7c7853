// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { validatePage } from '../../schemas/generated/validators.js';
import { LoaderError } from '../../src/render/loader-error.ts';
import { fakeApi, renderLobby, testGame } from '../_shared/games/test-harness.tsx';
import GameRail from './Component.tsx';
import { defaults } from './schema.ts';

afterEach(cleanup);

describe('GameRail', () => {
  it('has a props schema that rejects a wrong prop', () => {
    expect(validatePage({ version: 1, root: { widget: 'GameRail', props: { gameType: 'casino', tile: 'landscape', tileWidth: 240 } } })).toBe(true);
    expect(validatePage({ version: 1, root: { widget: 'GameRail', props: { tileWidth: 10 } } })).toBe(false);
    expect(validatePage({ version: 1, root: { widget: 'GameRail', props: { limit: 500 } } })).toBe(false);
    expect(validatePage({ version: 1, root: { widget: 'GameRail', props: { filter: true } } })).toBe(false);
  });

  it('shows its empty state', async () => {
    await renderLobby(
      <GameRail
        props={{ ...defaults, gameType: 'bingo', title: 'ui.cat.bingo' }}
        data={{ games: [], total: 0, complete: true, fallback: null, providers: {} }}
        path="p"
        className=""
      />,
    );
    expect(screen.getByRole('heading', { name: 'Bingo' })).toBeTruthy();
    expect(screen.getByText('No games here yet.')).toBeTruthy();
  });

  it('shows its error state with a retry', async () => {
    const { api } = fakeApi({ '/api/product/get_hot_games': { body: { statusCode: 1, value: [testGame(4)] } } });
    await renderLobby(<GameRail props={{ ...defaults, gameType: 'casino' }} data={new LoaderError('down')} path="p" className="" />, { api });
    expect(screen.getByRole('alert').textContent).toContain('Games could not be loaded right now.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Game 4')).toBeTruthy());
  });

  it('lists its games with scroll buttons and a link to the category page', async () => {
    await renderLobby(
      <GameRail
        props={{ ...defaults, gameType: 'casino', title: 'ui.cat.casino', more: true }}
        data={{ games: [testGame(1), testGame(2)], total: 2, complete: true, fallback: null, providers: {} }}
        path="p"
        className=""
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/casino');
    expect(screen.getByRole('button', { name: 'Scroll forward' })).toBeTruthy();
  });
});
