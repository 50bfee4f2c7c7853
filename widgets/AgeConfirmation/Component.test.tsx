// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validatePage } from '../../schemas/generated/validators.js';
import { siteJurisdiction } from '../../src/config/jurisdiction.ts';
import { demoSite } from '../../tests/unit/render-widget.tsx';
import { renderInApp } from '../../tests/unit/render-in-app.tsx';
import { AGE_CONFIRMED_KEY, confirmedFor } from './age-confirmation.ts';
import AgeConfirmation from './Component.tsx';
import { defaults } from './schema.ts';

const site = demoSite();
const licence = { number: 'P-1', licensee: 'Demo Inc.' };
const pagcor = { ...site, template: { ...site.template, jurisdiction: siteJurisdiction({ regulator: 'pagcor', licence }) } };
const mga = { ...site, template: { ...site.template, jurisdiction: siteJurisdiction({ regulator: 'mga', licence }) } };

beforeAll(() => {
  // jsdom has no <dialog> behaviour: model showModal/close as the open attribute.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
beforeEach(() => localStorage.clear());
afterEach(cleanup);

const render = (s = pagcor) => renderInApp(<AgeConfirmation props={defaults} path="p" className="" data={undefined} />, { site: s, url: '/register' });

describe('confirmedFor', () => {
  it('covers the site’s age only with an answer for that age or more', () => {
    expect(confirmedFor('21', 21)).toBe(true);
    expect(confirmedFor('25', 21)).toBe(true);
    expect(confirmedFor('18', 21)).toBe(false);
    expect(confirmedFor(null, 18)).toBe(false);
    expect(confirmedFor('yes', 18)).toBe(false);
  });
});

describe('AgeConfirmation', () => {
  it('has a props schema that rejects a wrong prop', () => {
    expect(validatePage({ version: 1, root: { widget: 'AgeConfirmation', props: { leavePath: '/about' } } })).toBe(true);
    expect(validatePage({ version: 1, root: { widget: 'AgeConfirmation', props: { leavePath: 'https://elsewhere.example' } } })).toBe(false);
  });

  it('asks a visitor who has not answered, and remembers a "yes"', async () => {
    await render();
    const dialog = await screen.findByRole('dialog', { name: 'Are you 21 or older?' });
    expect(dialog.textContent).toContain('You must be 21 or older to register and play on this site.');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, I am 21 or older' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem(AGE_CONFIRMED_KEY)).toBe('21');
  });

  it('tells a visitor who says no that the site is closed to them, and leads home', async () => {
    const { router } = await render();
    fireEvent.click(await screen.findByRole('button', { name: 'No, I am under 21' }));
    expect(screen.getByRole('alert').textContent).toBe('Sorry, you must be 21 or older to register and play on this site.');
    expect(localStorage.getItem(AGE_CONFIRMED_KEY)).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a visitor who closes the question away', async () => {
    const { router } = await render();
    const dialog = await screen.findByRole('dialog');
    act(() => {
      fireEvent(dialog, new Event('cancel', { cancelable: true }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('does not ask again once answered for this age, but does for a higher one', async () => {
    localStorage.setItem(AGE_CONFIRMED_KEY, '21');
    await render();
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    localStorage.setItem(AGE_CONFIRMED_KEY, '18');
    await render();
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('asks nothing where the jurisdiction asks for no confirmation', async () => {
    await render(mga);
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
