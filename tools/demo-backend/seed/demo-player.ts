import type { SiteSeed } from './site-catalogue.ts';

export const DEMO_ACCOUNT = 'demo';
export const DEMO_PASSWORD = 'demo1234';
/** casino1 only: a suspended account, so the front end can exercise the BLOCK path of §8. */
export const BLOCKED_ACCOUNT = 'blocked';
/** Always accepted as a TAC for the demo player (documented in docs/demo-backend.md). */
export const DEMO_TAC = '000000';

const FULL_NAMES = ['Juan Dela Cruz', 'Li Wei', 'Nguyen Van An', 'Siti Aisyah', 'Ram Bahadur', 'Ivan Petrov', 'Carlos Garcia', 'Rahim Uddin', 'Alex Morgan'];

export function demoPlayerProfile(site: SiteSeed, index: number) {
  return {
    full_name: FULL_NAMES[index % FULL_NAMES.length] ?? 'Demo Player',
    contact_email: `demo@${site.domain}`,
    contact_phone: `+63917${String(1_000_000 + index).slice(1)}`,
    game_balance: 12_345.678,
    game_token: 250.5,
    frozen_token: 20,
    token_balance: 180,
    // Between Silver (5k / 50k) and Gold (20k / 200k), so the VIP progress bar shows a partial fill.
    total_deposit: 12_500,
    total_turnover: 86_400,
  };
}

export function demoInbox(site: SiteSeed, nowMs: number) {
  const day = 86_400_000;
  const at = (days: number) => new Date(nowMs - days * day).toISOString();
  return [
    {
      title: `Welcome to ${site.name}`,
      content: 'Thanks for joining! Your welcome bonus is waiting for you.',
      created_at: at(30),
      is_read: true,
      claimable: true,
      claimed: true,
      reward: 88,
    },
    {
      title: 'Daily login reward',
      content: 'You logged in 7 days in a row. Claim your reward now.',
      created_at: at(1),
      is_read: false,
      claimable: true,
      claimed: false,
      reward: 18.8,
    },
    {
      title: 'Weekly cashback',
      content: 'Your 5% slot cashback for last week has been calculated.',
      created_at: at(2),
      is_read: false,
      claimable: true,
      claimed: false,
      reward: 123.45,
    },
    {
      title: 'VIP upgrade: Silver',
      content: 'Congratulations! You reached VIP Silver. Enjoy higher rebates.',
      created_at: at(12),
      is_read: true,
      claimable: false,
      claimed: false,
      reward: 0,
    },
    {
      title: 'Security notice',
      content: 'Never share your password or TAC with anyone, including our staff.',
      created_at: at(20),
      is_read: true,
      claimable: false,
      claimed: false,
      reward: 0,
    },
  ];
}
