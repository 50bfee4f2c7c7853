// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { validatePage } from '../../schemas/generated/validators.js';
import { createApi } from '../../src/api/client.ts';
import { useSession } from '../../src/state/session.ts';
import { demoSite } from '../../tests/unit/render-widget.tsx';
import { renderInApp } from '../../tests/unit/render-in-app.tsx';
import Component from './Component.tsx';
import { SESSION_STATS_KEY } from './session-stats.ts';
import { defaults } from './schema.ts';

const site = demoSite({ currency: 'EN' });
const GAME = '/playnow?provider=JILI&game=g-1&type=slot_game';

/** A backend whose balance answers are taken in turn (the last one repeats). */
function backend(balances: number[]) {
  const asked: number[] = [];
  const api = createApi(async (path) => {
    if (path !== '/api/auth/get_balance') return new Response('{}', { status: 404 });
    const balance = balances[Math.min(asked.length, balances.length - 1)] ?? 0;
    asked.push(balance);
    return new Response(JSON.stringify({ statusCode: 1, game_balance: balance, game_token: 5 }), { headers: { 'content-type': 'application/json' } });
  });
  return { api, asked };
}

beforeAll(async () => {
  await useSession.persist.rehydrate();
  // the client's readers load on its first call: loaded here, each test's calls answer within `settle`
  await backend([0]).api.auth.getBalance({ auth: 't', account_id: 'a' });
});

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
});

afterEach(() => {
  cleanup();
  act(() => useSession.getState().reset());
  vi.useRealTimers();
});

function signIn(token = 'tok-1') {
  act(() => useSession.getState().signIn({ token, account_id: 'demo', fullname: 'Demo', email: '' }));
}

async function render(balances: number[], options: { url?: string; currency?: string } = {}) {
  const b = backend(balances);
  const props = options.currency ? { ...defaults, currency: options.currency } : defaults;
  await renderInApp(<Component props={props} path="p" className="" data={undefined} />, { site, api: b.api, url: options.url ?? GAME });
  await settle();
  return b;
}

/** Lets the balance call answer (the client loads on its first call). */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
const advance = async (ms: number) => {
  act(() => vi.advanceTimersByTime(ms));
  await settle();
};
const region = () => screen.getByRole('region', { name: 'This gaming session' });
const figure = (name: string) => within(region()).getByText(name).nextElementSibling?.textContent;

describe('SessionStats', () => {
  it('has a props schema that rejects a wrong prop', () => {
    expect(validatePage({ version: 1, root: { widget: 'SessionStats', props: { currency: 'GBP', refreshSeconds: 60 } } })).toBe(true);
    expect(validatePage({ version: 1, root: { widget: 'SessionStats', props: { currency: 'gbp' } } })).toBe(false);
    expect(validatePage({ version: 1, root: { widget: 'SessionStats', props: { refreshSeconds: 1 } } })).toBe(false);
  });

  it('shows the session time ticking and the net position from the balance, not announced', async () => {
    signIn();
    const { asked } = await render([100, 103.2], { currency: 'GBP' });
    expect(figure('Session time')).toBe('0:00');
    expect(figure('Net position')).toBe('£0.00');
    expect(region().querySelector('dl')?.getAttribute('aria-live')).toBe('off');
    await advance(29_000);
    expect(figure('Session time')).toBe('0:29');
    await advance(1000);
    expect(asked).toEqual([100, 103.2]);
    expect(figure('Net position')).toBe('+£3.20');
    expect(useSession.getState().game.balance).toBe(103.2);
    await advance(35 * 60_000);
    expect(figure('Session time')).toBe('35:30');
  });

  it('goes on counting from the launch across a reload, and starts again for another game', async () => {
    signIn();
    await render([100], { currency: 'GBP' });
    await advance(20_000);
    cleanup();
    await render([99], { currency: 'GBP' });
    expect(figure('Session time')).toBe('0:20');
    expect(figure('Net position')).toBe('-£1.00');
    expect(JSON.parse(sessionStorage.getItem(SESSION_STATS_KEY) ?? '{}')).toMatchObject({ balance: 100, startedAt: Date.now() - 20_000 });
    cleanup();
    await render([99], { currency: 'GBP', url: '/playnow?provider=JILI&game=g-2' });
    expect(figure('Session time')).toBe('0:00');
    expect(figure('Net position')).toBe('£0.00');
  });

  it('writes the site’s currency code beside the amount where the node names no ISO currency', async () => {
    signIn();
    await render([100, 95.5]);
    expect(figure('Net position')).toBe('EN 0');
    await advance(30_000);
    expect(figure('Net position')).toBe('-EN 4.5');
  });

  it('shows nothing to a guest, nor without a game', async () => {
    const { asked } = await render([100]);
    expect(screen.queryByRole('region')).toBeNull();
    expect(asked).toEqual([]);
    cleanup();
    signIn();
    await render([100], { url: '/playnow' });
    expect(screen.queryByRole('region')).toBeNull();
  });
});
