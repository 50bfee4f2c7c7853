// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, signedIn } from '../../src/auth/test-harness.tsx';
import { useSession } from '../../src/state/session.ts';
import Component from './Component.tsx';
import { markClaimed, readInbox, unreadCount } from './inbox.ts';
import { defaults } from './schema.ts';

const ITEMS = [
  {
    inbox_id: 2,
    title: 'Daily login reward',
    content: 'Claim now.',
    created_at: '2026-01-02T10:00:00Z',
    is_read: false,
    claimable: true,
    claimed: false,
    reward: 18.8,
  },
  {
    inbox_id: 1,
    title: 'Security notice',
    content: 'Never share your TAC.',
    created_at: '2026-01-01T10:00:00Z',
    is_read: true,
    claimable: false,
    claimed: false,
    reward: 0,
  },
];

const ok = <T,>(v: T) => Promise.resolve({ statusCode: 1, statusMessage: 'OK', value: v });

beforeEach(signedIn);
afterEach(cleanup);

describe('Inbox', () => {
  it('reads the list defensively', () => {
    const items = readInbox([...ITEMS, { title: 'no id' }, null]);
    expect(items).toHaveLength(2);
    expect(unreadCount(items)).toBe(1);
    expect(unreadCount(markClaimed(items, '2'))).toBe(0);
  });

  it('shows a skeleton, then the messages with unread marks; a claim sends inbox_id and refreshes the balance', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const getInbox = vi.fn(() => new Promise((r) => (answer = r)));
    const claimInbox = vi.fn(() => ok({ inbox_id: 2, reward: 18.8, game_balance: 100 }));
    const getBalance = vi.fn(() => Promise.resolve({ statusCode: 1, game_balance: 100, game_token: 1 }));
    await renderPage(<Component props={{ ...defaults, perPage: 10 }} data={undefined} path="p" className="" />, {
      api: {
        settings: { getInbox, claimInbox } as never,
        auth: { getBalance, vip: () => Promise.resolve({ statusCode: 1, nextLevel: [] }) } as never,
        home: { favList: () => Promise.resolve({ statusCode: 1, value: [] }) } as never,
      },
    });
    expect(screen.getByRole('status', { name: 'Loading…' }).getAttribute('aria-busy')).toBe('true');
    await act(async () => answer({ statusCode: 1, value: ITEMS }));
    expect(screen.getByText('2 messages, 1 unread')).toBeTruthy();
    const daily = screen.getByText('Daily login reward').closest('li') as HTMLElement;
    expect(within(daily).getByText('New')).toBeTruthy();
    fireEvent.click(within(daily).getByRole('button', { name: 'Claim reward' }));
    await waitFor(() => expect(within(daily).getByText('Claimed')).toBeTruthy());
    expect(claimInbox).toHaveBeenCalledWith({ auth: 'tok', account_id: 'demo' }, 2);
    expect(getBalance).toHaveBeenCalled();
    expect(useSession.getState().game.balance).toBe(100);
    expect(screen.getByText('2 messages, all read')).toBeTruthy();
  });

  it('an empty inbox and a failed load have their own designed states', async () => {
    await renderPage(<Component props={defaults} data={undefined} path="p" className="" />, { api: { settings: { getInbox: () => ok([]) } as never } });
    expect(await screen.findByText('Your inbox is empty')).toBeTruthy();
    cleanup();
    const getInbox = vi.fn(() => Promise.resolve({ statusCode: -503, statusMessage: 'serviceUnavailable', value: [] }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderPage(<Component props={defaults} data={undefined} path="p" className="" />, { api: { settings: { getInbox } as never } });
    expect((await screen.findByRole('alert')).textContent).toContain('Your inbox could not be loaded');
    getInbox.mockImplementation(() => ok(ITEMS) as never);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Daily login reward')).toBeTruthy();
  });
});
