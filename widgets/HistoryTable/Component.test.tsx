// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../src/auth/test-harness.tsx';
import { LoaderError } from '../../src/render/loader-error.ts';
import Component from './Component.tsx';
import { readActivity } from './load.ts';
import { defaults } from './schema.ts';

afterEach(cleanup);

const rows = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  type: i % 2 ? 'deposit' : 'withdrawal',
  account_id: `pl****${i}`,
  amount: 100 + i,
  currency: 'PHP',
  created_at: '2026-01-01T10:00:00Z',
}));

describe('HistoryTable', () => {
  it('says clearly that the player’s own history is not available in this demo', async () => {
    await renderPage(<Component props={{ ...defaults, kind: 'bets' }} data={{ activity: null }} path="p" className="" />);
    expect(screen.getByText('Your bet history is not available here')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages public site activity ten rows at a time', async () => {
    const activity = readActivity([...rows, { type: 'bonus', amount: 1 }]);
    expect(activity).toHaveLength(23);
    await renderPage(
      <Component props={{ ...defaults, kind: 'transactions', showSiteActivity: true, perPage: 10 }} data={{ activity }} path="p" className="" />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(11);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('empty and failed activity have their own states', async () => {
    await renderPage(<Component props={{ ...defaults, showSiteActivity: true }} data={{ activity: [] }} path="p" className="" />);
    expect(screen.getByText('No recent activity on the site yet.')).toBeTruthy();
    cleanup();
    await renderPage(<Component props={{ ...defaults, showSiteActivity: true }} data={new LoaderError('x')} path="p" className="" />);
    expect(screen.getByRole('alert').textContent).toContain('Recent activity could not be loaded.');
  });
});
