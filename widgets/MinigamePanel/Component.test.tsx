// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { validatePage } from '../../schemas/generated/validators.js';
import { useSession } from '../../src/state/session.ts';
import { renderWidget } from '../../tests/unit/render-widget.tsx';
import MinigamePanel from './Component.tsx';
import { defaults } from './schema.ts';

beforeAll(async () => {
  await useSession.persist.rehydrate();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  useSession.getState().reset();
});

const render = () => renderWidget(<MinigamePanel props={{ ...defaults, prizes: [10, 20, 50, 100], spinMs: 1000 }} data={undefined} path="p" className="" />);

describe('MinigamePanel', () => {
  it('has a props schema that rejects a wrong prop', () => {
    expect(validatePage({ version: 1, root: { widget: 'MinigamePanel', props: { prizes: [5] } } })).toBe(false);
    expect(validatePage({ version: 1, root: { widget: 'MinigamePanel', props: { prizes: [5, -1] } } })).toBe(false);
  });

  it('sends a guest through the login entry', async () => {
    await render();
    expect(screen.getByText('Log in to see your reward and token balances and to play.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Log in to play' }).map((a) => a.getAttribute('href'))).toEqual(['/login', '/login']);
    expect(screen.queryByRole('button', { name: 'Spin the wheel' })).toBeNull();
  });

  it("shows a player's reward and token balances and spins the demo wheel without a server", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    act(() => {
      useSession.getState().signIn({ token: 't', account_id: 'demo', fullname: 'Demo', email: 'd@example.com' });
      useSession.getState().setBalance(100, 5, { frozen_token: 20, token_balance: 180.5 });
    });
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.6);
    await render();
    expect(screen.getByTestId('minigame-frozen').textContent).toBe('20');
    expect(screen.getByTestId('minigame-balance').textContent).toBe('180.5');
    fireEvent.click(screen.getByRole('button', { name: 'Spin the wheel' }));
    expect(screen.getByRole('button', { name: 'Spinning…' })).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('The wheel stopped on 50 tokens (demo).')).toBeTruthy();
    expect(screen.getByText(/Spins cost nothing and prizes are not credited/)).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
