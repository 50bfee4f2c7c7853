// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { validatePage } from '../../schemas/generated/validators.js';
import { fakeApi, renderLobby, testGame } from '../_shared/games/test-harness.tsx';
import GameLaunch from './Component.tsx';
import { defaults } from './schema.ts';

afterEach(cleanup);

const HOT = '/api/product/get_hot_games';

describe('GameLaunch', () => {
  it('has a props schema that rejects a wrong prop', () => {
    expect(validatePage({ version: 1, root: { widget: 'GameLaunch', props: { frame: 'full' } } })).toBe(true);
    expect(validatePage({ version: 1, root: { widget: 'GameLaunch', props: { frame: 'tiny' } } })).toBe(false);
    expect(validatePage({ version: 1, root: { widget: 'GameLaunch', props: { game: 'x' } } })).toBe(false);
  });

  it('shows its empty state when no game was chosen', async () => {
    await renderLobby(<GameLaunch props={defaults} path="p" className="" data={undefined} />, { url: '/playnow' });
    expect(screen.getByRole('alert').textContent).toContain('No game was chosen.');
  });

  it("shows the game's name, provider and image in an honest demo frame", async () => {
    const { api } = fakeApi({ [HOT]: { body: { statusCode: 1, value: [testGame(5, 'PPLAY')] } } });
    await renderLobby(<GameLaunch props={defaults} path="p" className="" data={undefined} />, { api, url: '/playnow?provider=PPLAY&game=g-5&type=slot_game' });
    expect(screen.getByText('Launching g-5…')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Game 5' })).toBeTruthy());
    expect(screen.getByText('Demo mode')).toBeTruthy();
    expect(screen.getByText(/Provider: PPLAY/)).toBeTruthy();
    expect(document.querySelector('.w-launch__thumb img')?.getAttribute('src')).toBe('/img/5.svg');
  });

  it('shows its error state when the game details cannot be loaded, and a custom provider its lobby', async () => {
    const { api } = fakeApi({ [HOT]: { status: 500, body: {} } });
    await renderLobby(<GameLaunch props={defaults} path="p" className="" data={undefined} />, {
      api,
      url: '/playnow?provider=WBET&game=w-1&type=sportsbook&lobby=sportsbook',
    });
    await waitFor(() => expect(screen.getByText('The game details could not be loaded.')).toBeTruthy());
    expect(screen.getByText('WBET opens its own Sports lobby here.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'w-1' })).toBeTruthy();
  });
});
