// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { validatePage } from '../../schemas/generated/validators.js';
import { LoaderError } from '../../src/render/loader-error.ts';
import { renderWidget } from '../../tests/unit/render-widget.tsx';
import TransactionsTicker from './Component.tsx';
import { parseTransactions } from '../../src/api/readers/transactions.ts';
import { defaults } from './schema.ts';

afterEach(cleanup);

describe('TransactionsTicker', () => {
  it('has a props schema that rejects a wrong prop', () => {
    expect(validatePage({ version: 1, root: { widget: 'TransactionsTicker', props: { variant: 'carousel' } } })).toBe(false);
  });

  it('masks names before they reach the page', () => {
    const items = parseTransactions([{ id: 1, type: 'Deposit', account_id: 'kingjay88', amount: 500, currency: 'PHP' }]);
    expect(items).toEqual([{ id: '1', type: 'deposit', account: 'ki****88', amount: 500, currency: 'PHP' }]);
    expect(parseTransactions([{ account_id: 'x', amount: 'many' }])).toBeNull();
  });

  it('reads each transaction as a sentence and pauses when asked', async () => {
    const items = ['deposit', 'withdrawal', 'bonus', 'deposit'].map((type, i) => ({
      id: String(i),
      type,
      account: `ab****0${i}`,
      amount: 1500,
      currency: 'PHP',
    }));
    await renderWidget(<TransactionsTicker props={{ ...defaults, variant: 'ticker' }} data={{ items }} path="p" className="" />);
    expect(screen.getAllByText('ab****00 deposited 1,500 PHP').length).toBe(2);
    expect(screen.getAllByText('ab****01 withdrew 1,500 PHP').length).toBe(2);
    expect(screen.getAllByText('ab****02: 1,500 PHP').length).toBe(2);
    // the loop's second copy is hidden from assistive tech
    expect(screen.getAllByRole('list').length).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Pause transactions' }));
    expect(screen.getByRole('button', { name: 'Resume transactions' })).toBeTruthy();
  });

  it('shows its empty and error states', async () => {
    await renderWidget(<TransactionsTicker props={defaults} data={{ items: [] }} path="p" className="" />);
    expect(screen.getByText('No transactions to show yet.')).toBeTruthy();
    cleanup();
    await renderWidget(<TransactionsTicker props={defaults} data={new LoaderError('x')} path="p" className="" />);
    expect(screen.getByRole('alert').textContent).toBe('Transactions could not be loaded right now.');
  });
});
