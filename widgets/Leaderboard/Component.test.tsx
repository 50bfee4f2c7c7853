// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { validatePage } from '../../schemas/generated/validators.js';
import { LoaderError } from '../../src/render/loader-error.ts';
import { renderWidget } from '../../tests/unit/render-widget.tsx';
import Leaderboard from './Component.tsx';
import { defaults } from './schema.ts';

const entries = [1, 2, 3, 4].map((rank) => ({ rank, account: `pl****0${rank}`, game: `Game ${rank}`, amount: 1000 * (5 - rank), currency: 'PHP' }));

afterEach(cleanup);

describe('Leaderboard', () => {
  it('has a props schema that rejects a wrong prop', () => {
    expect(validatePage({ version: 1, root: { widget: 'Leaderboard', props: { podium: 'yes' } } })).toBe(false);
  });

  it('puts the top three on a podium above the full table', async () => {
    await renderWidget(<Leaderboard props={{ ...defaults, podium: true }} data={{ entries }} path="p" className="" />);
    const podium = screen.getByRole('list', { name: 'Top three' });
    expect(within(podium).getAllByRole('listitem').length).toBe(3);
    expect(within(podium).getByText('1st place')).toBeTruthy();
    expect(within(podium).getByText('3rd place')).toBeTruthy();
    expect(screen.getAllByRole('row').length).toBe(5);
    expect(screen.getByRole('cell', { name: '4,000 PHP' })).toBeTruthy();
  });

  it('shows its empty and error states', async () => {
    await renderWidget(<Leaderboard props={defaults} data={{ entries: [] }} path="p" className="" />);
    expect(screen.getByText('The leaderboard is empty. Be the first to win!')).toBeTruthy();
    cleanup();
    await renderWidget(<Leaderboard props={defaults} data={new LoaderError('x')} path="p" className="" />);
    expect(screen.getByRole('alert').textContent).toBe('The leaderboard could not be loaded right now. Please try again shortly.');
  });
});
