// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { validatePage } from '../../schemas/generated/validators.js';
import { LoaderError } from '../../src/render/loader-error.ts';
import { renderWidget } from '../../tests/unit/render-widget.tsx';
import PromotionsList from './Component.tsx';
import type { Promo } from './load.ts';
import { defaults } from './schema.ts';

const promos: Promo[] = [
  { id: 'slide-1', kind: 'slide', title: 'Daily 10% cashback', title_local: '', image: '/s1.svg', body: '', body_local: '', date: '', link: '/slots' },
  {
    id: 'announcement-4',
    kind: 'announcement',
    title: 'Faster withdrawals',
    title_local: '',
    image: '',
    body: 'Under 15 minutes.',
    body_local: '',
    date: '2030-03-04T10:00:00.000Z',
    link: '',
  },
];
const render = (url = '/promotions', data: { promos: Promo[]; partial: boolean } | LoaderError = { promos, partial: false }) =>
  renderWidget(<PromotionsList props={defaults} data={data} path="p" className="" />, { url });

afterEach(cleanup);

describe('PromotionsList', () => {
  it('has a props schema that rejects a wrong prop', () => {
    expect(validatePage({ version: 1, root: { widget: 'PromotionsList', props: { sources: ['banners'] } } })).toBe(false);
    expect(validatePage({ version: 1, root: { widget: 'PromotionsList', props: { columns: 9 } } })).toBe(false);
  });

  it('lists promotions and opens one on the same page', async () => {
    await render();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Daily 10% cashback', 'Faster withdrawals']);
    expect(screen.getByText('Published Mar 4, 2030')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'View details: Faster withdrawals' }));
    expect(screen.getByRole('article', { name: 'Faster withdrawals' })).toBeTruthy();
    expect(screen.getByText('Under 15 minutes.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'All promotions' }));
    expect(screen.getAllByRole('listitem').length).toBe(2);
  });

  it('renders the detail view from ?promo=, with its call to action', async () => {
    await render('/promotions?promo=slide-1');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Daily 10% cashback');
    expect(screen.getByRole('link', { name: 'Take me there' }).getAttribute('href')).toBe('/slots');
    cleanup();
    await render('/promotions?promo=slide-99');
    expect(screen.getByText('This promotion is no longer available.')).toBeTruthy();
  });

  it('shows its empty and error states', async () => {
    await render('/promotions', { promos: [], partial: false });
    expect(screen.getByText('There are no promotions right now. Check back soon.')).toBeTruthy();
    cleanup();
    await render('/promotions', new LoaderError('x'));
    expect(screen.getByRole('alert').textContent).toBe('Promotions could not be loaded right now. Please try again shortly.');
  });
});
