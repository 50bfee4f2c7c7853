// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validatePage } from '../../schemas/generated/validators.js';
import { fakeApi, renderLobby, testGame } from '../_shared/games/test-harness.tsx';
import { signedIn } from '../../src/auth/test-harness.tsx';
import { siteJurisdiction } from '../../src/config/jurisdiction.ts';
import { readySite } from '../../tests/unit/ready-site.ts';
import { renderInApp } from '../../tests/unit/render-in-app.tsx';
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

describe('GameLaunch before a first bet (MGA: the responsible-gaming information, acknowledged once per player)', () => {
  beforeAll(async () => {
    // a chunk of its own: loaded once here, so a loaded machine's first import does not outlast the queries
    await import('../../src/auth/player-protection/FirstBetGate.tsx');
    // jsdom has no <dialog> behaviour: model showModal/close as the open attribute.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });
  beforeEach(signedIn);

  const RG = '/api/settings/rg_information';
  const ACK = '/api/settings/rg_information_ack';
  const under = (regulator: string) => {
    const site = readySite();
    return { ...site, template: { ...site.template, jurisdiction: siteJurisdiction({ regulator, licence: { number: 'M-1', licensee: 'Demo Ltd' } }) } };
  };
  const launch = (regulator: string, acknowledged: boolean) => {
    const { api, calls } = fakeApi({
      [HOT]: { body: { statusCode: 1, value: [testGame(5, 'PPLAY')] } },
      [RG]: { body: { statusCode: 1, value: { acknowledged } } },
      [ACK]: { body: { statusCode: 1, value: { acknowledged: true } } },
    });
    const url = '/playnow?provider=PPLAY&game=g-5&type=slot_game';
    return renderInApp(<GameLaunch props={defaults} path="p" className="" data={undefined} />, { site: under(regulator), api, url }).then((r) => ({
      ...r,
      calls,
    }));
  };

  it('shows it over the game of a player who has not acknowledged it, and keeps the acknowledgement with the backend', async () => {
    const { calls } = await launch('mga', false);
    const dialog = await screen.findByRole('dialog', { name: 'Before you play' });
    expect(within(dialog).getByRole('link', { name: 'Responsible gaming' }).getAttribute('href')).toBe('/responsible-gaming');
    fireEvent.click(within(dialog).getByRole('button', { name: 'I understand' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === ACK)?.body).toEqual({ account_id: 'demo', auth: 'tok' });
  });

  it('leaves the game for the lobby when the player closes it unacknowledged', async () => {
    const { router } = await launch('mga', false);
    const dialog = await screen.findByRole('dialog', { name: 'Before you play' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows nothing to a player who acknowledged it', async () => {
    const { calls } = await launch('mga', true);
    await waitFor(() => expect(calls.some((c) => c.path === RG)).toBe(true));
    await screen.findByRole('heading', { name: 'Game 5' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks nothing where the regulator does not require it', async () => {
    const { calls } = await launch('ukgc', false);
    await screen.findByRole('heading', { name: 'Game 5' });
    expect(calls.some((c) => c.path === RG)).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
