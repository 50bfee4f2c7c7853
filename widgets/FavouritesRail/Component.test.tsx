// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { validatePage } from '../../schemas/generated/validators.js';
import { useSession } from '../../src/state/session.ts';
import { createApi } from '../../src/api/client.ts';
import { fakeApi, renderLobby, testGame } from '../_shared/games/test-harness.tsx';
import FavouritesRail from './Component.tsx';
import { defaults } from './schema.ts';

const FAV_LIST = '/api/home/fav_list';

beforeAll(async () => {
  await useSession.persist.rehydrate();
});

afterEach(() => {
  cleanup();
  act(() => useSession.getState().reset());
});

function signIn() {
  act(() => useSession.getState().signIn({ token: 'tok', account_id: 'demo', fullname: 'Demo', email: '' }));
}

describe('FavouritesRail', () => {
  it('has a props schema that rejects a wrong prop', () => {
    expect(validatePage({ version: 1, root: { widget: 'FavouritesRail', props: { guest: 'hidden', tile: 'square' } } })).toBe(true);
    expect(validatePage({ version: 1, root: { widget: 'FavouritesRail', props: { guest: 'show' } } })).toBe(false);
  });

  it('offers a guest the login entry', async () => {
    const { router } = await renderLobby(<FavouritesRail props={defaults} path="p" className="" data={undefined} />);
    expect(screen.getByText('Log in to keep your favourite games here.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows its empty state for a player with no favourites', async () => {
    signIn();
    const { api, calls } = fakeApi({ [FAV_LIST]: { body: { statusCode: 1, value: [] } } });
    await renderLobby(<FavouritesRail props={defaults} path="p" className="" data={undefined} />, { api });
    await waitFor(() => expect(screen.getByText('No favourites yet. Tap the heart on any game to keep it here.')).toBeTruthy());
    expect(calls[0]).toEqual({ path: FAV_LIST, body: { auth: 'tok', account_id: 'demo' } });
  });

  it('shows its error state when fav_list fails, and retries', async () => {
    signIn();
    const { api, calls } = fakeApi({ [FAV_LIST]: { status: 503, body: {} } });
    await renderLobby(<FavouritesRail props={defaults} path="p" className="" data={undefined} />, { api });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Your favourites could not be loaded.'));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it("lists the session's favourites as fav_list returns them (img_url shown as game_image)", async () => {
    signIn();
    const fav = { provider_code: 'JILI', game_code: 'g-9', game_name: 'Game 9', game_type: 'slot_game', img_url: '/img/9.svg' };
    const { api } = fakeApi({ [FAV_LIST]: { body: { statusCode: 1, value: [fav] } } });
    await renderLobby(<FavouritesRail props={defaults} path="p" className="" data={undefined} />, { api });
    await waitFor(() => expect(screen.getByText('Game 9')).toBeTruthy());
    expect(useSession.getState().game_fav_list).toEqual([{ ...testGame(9), game_image: '/img/9.svg' }]);
    expect(screen.getByRole('button', { name: 'Favourite Game 9' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('removes a favourite at once and puts it back when fav_remove fails', async () => {
    signIn();
    const fav = { provider_code: 'JILI', game_code: 'g-9', game_name: 'Game 9', game_type: 'slot_game', img_url: '/img/9.svg' };
    const { api } = fakeApi({ [FAV_LIST]: { body: { statusCode: 1, value: [fav] } }, '/api/home/fav_remove': { status: 503, body: {} } });
    await renderLobby(<FavouritesRail props={defaults} path="p" className="" data={undefined} />, { api });
    await waitFor(() => expect(screen.getByText('Game 9')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Favourite Game 9' }));
    expect(useSession.getState().game_fav_list).toEqual([]);
    await waitFor(() => expect(useSession.getState().game_fav_list).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Favourite Game 9' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps a heart tapped while its fav_list was on its way (the late list does not flip it back)', async () => {
    signIn();
    let answer: ((body: unknown) => void) | null = null;
    const api = createApi(
      () =>
        new Promise<Response>((resolve) => {
          answer = (body) => resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
        }),
    );
    await renderLobby(<FavouritesRail props={defaults} path="p" className="" data={undefined} />, { api });
    await waitFor(() => expect(answer).not.toBeNull());
    act(() => useSession.getState().setFavourites([testGame(9)]));
    await act(async () => answer?.({ statusCode: 1, value: [] }));
    expect(screen.getByText('Game 9')).toBeTruthy();
    expect(useSession.getState().game_fav_list).toEqual([testGame(9)]);
  });
});
