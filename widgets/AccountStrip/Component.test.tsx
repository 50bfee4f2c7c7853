// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { validatePage } from '../../schemas/generated/validators.js';
import { useSession } from '../../src/state/session.ts';
import { fakeApi, renderLobby } from '../_shared/games/test-harness.tsx';
import AccountStrip from './Component.tsx';
import { defaults } from './schema.ts';

beforeAll(async () => {
  await useSession.persist.rehydrate();
});

afterEach(() => {
  cleanup();
  act(() => useSession.getState().reset());
});

function signIn() {
  act(() => {
    const s = useSession.getState();
    s.signIn({ token: 'tok', account_id: 'demo', fullname: 'Demo', email: '' });
    s.setBalance(12345.67891, 0);
    s.setVip({ totalDeposit: 500, depoProgress: 50, totalTurnover: 9000, toProgress: 100, currentLevel: 'Silver', nextLevel: 'Gold' });
  });
}

describe('AccountStrip', () => {
  it('has a props schema that rejects a wrong prop', () => {
    expect(validatePage({ version: 1, root: { widget: 'AccountStrip', props: { variant: 'compact', showVip: false } } })).toBe(true);
    expect(validatePage({ version: 1, root: { widget: 'AccountStrip', props: { variant: 'huge' } } })).toBe(false);
    expect(validatePage({ version: 1, root: { widget: 'AccountStrip', props: { showVip: 'yes' } } })).toBe(false);
  });

  it('shows a guest (its empty state) the login entry', async () => {
    const { router } = await renderLobby(<AccountStrip props={defaults} path="p" className="" data={undefined} />);
    expect(screen.getByText('Log in to see your balance, VIP progress and favourites.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows balance and tokens in the §9 number display and VIP progress', async () => {
    signIn();
    await renderLobby(<AccountStrip props={defaults} path="p" className="" data={undefined} />);
    expect(screen.getByTestId('account-balance').textContent).toBe('PHP 12,345.678');
    expect(screen.getByTestId('account-tokens').textContent).toBe('0');
    expect(screen.getByText('Silver')).toBeTruthy();
    expect(screen.getByText('Next: Gold')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Deposit progress' }).getAttribute('value')).toBe('50');
    expect(screen.getByRole('progressbar', { name: 'Turnover progress' }).getAttribute('value')).toBe('100');
  });

  it('shows its error state when a refresh fails, and the new figures when it works', async () => {
    signIn();
    const failing = fakeApi({
      '/api/auth/get_balance': { status: 503, body: {} },
      '/api/auth/vip': { body: { statusCode: 1, nextLevel: [] } },
      '/api/home/fav_list': { body: { statusCode: 1, value: [] } },
    });
    await renderLobby(<AccountStrip props={defaults} path="p" className="" data={undefined} />, { api: failing.api });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Your balance could not be refreshed. Please try again.'));
    cleanup();
    const working = fakeApi({
      '/api/auth/get_balance': { body: { statusCode: 1, game_balance: '88.5', game_token: 3 } },
      '/api/auth/vip': { body: { statusCode: 1, nextLevel: [] } },
      '/api/home/fav_list': { body: { statusCode: 1, value: [] } },
    });
    await renderLobby(<AccountStrip props={defaults} path="p" className="" data={undefined} />, { api: working.api });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(screen.getByTestId('account-balance').textContent).toBe('PHP 88.5'));
    expect(screen.getByTestId('account-tokens').textContent).toBe('3');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
