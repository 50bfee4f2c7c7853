// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { validatePage } from '../../schemas/generated/validators.js';
import { LoaderError } from '../../src/render/loader-error.ts';
import { renderWidget } from '../../tests/unit/render-widget.tsx';
import WinnersBoard from './Component.tsx';
import type { WinnersValue } from '../../src/api/readers/winners.ts';
import { defaults } from './schema.ts';

const value: WinnersValue = {
  winners: [{ rank: 1, account: 'ki****88', game: 'Fortune Gems', amount: 125000.5, currency: 'PHP' }],
  withdrawals: [],
  stats: { hour_withdrawal: 42, registered_player: 123456, active_player: 7000, deposited_player: 5000 },
};

afterEach(cleanup);

describe('WinnersBoard', () => {
  it('has a props schema that rejects a wrong prop', () => {
    expect(validatePage({ version: 1, root: { widget: 'WinnersBoard', props: { show: ['jackpots'] } } })).toBe(false);
    expect(validatePage({ version: 1, root: { widget: 'WinnersBoard', props: { limit: 11 } } })).toBe(false);
  });

  it('shows statistics, winners, and an empty withdrawals list', async () => {
    await renderWidget(<WinnersBoard props={defaults} data={value} path="p" className="" />);
    expect(screen.getByText('Registered players').nextElementSibling?.textContent).toBe('123,456');
    expect(screen.getByText('ki****88')).toBeTruthy();
    expect(screen.getByText('125,000.5 PHP')).toBeTruthy();
    expect(screen.getByText('No withdrawals to show yet.')).toBeTruthy();
  });

  it('shows its empty and error states', async () => {
    await renderWidget(<WinnersBoard props={{ ...defaults, show: ['winners'] }} data={{ ...value, winners: [] }} path="p" className="" />);
    expect(screen.getByText('No winners to show yet.')).toBeTruthy();
    expect(screen.queryByText('Registered players')).toBeNull();
    cleanup();
    await renderWidget(<WinnersBoard props={defaults} data={new LoaderError('x')} path="p" className="" />);
    expect(screen.getByRole('alert').textContent).toBe('Winners could not be loaded right now. Please try again shortly.');
  });
});
