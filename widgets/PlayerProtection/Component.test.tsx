// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { validatePage } from '../../schemas/generated/validators.js';
import { siteJurisdiction } from '../../src/config/jurisdiction.ts';
import { useSession } from '../../src/state/session.ts';
import { demoSite } from '../../tests/unit/render-widget.tsx';
import { renderInApp } from '../../tests/unit/render-in-app.tsx';
import { fakeApi } from '../_shared/games/test-harness.tsx';
import Component from './Component.tsx';
import { defaults, type PlayerProtectionProps } from './schema.ts';

const site = demoSite();
const licence = { number: '1', licensee: 'Demo Ltd' };
const under = (regulator: string) => ({ ...site, template: { ...site.template, jurisdiction: siteJurisdiction({ regulator, licence }) } });
const ENDS = '2026-01-08T10:00:00.000Z';

beforeAll(async () => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  await useSession.persist.rehydrate();
});

afterEach(() => {
  cleanup();
  act(() => useSession.getState().reset());
});

async function render(regulator: string, props: PlayerProtectionProps = defaults, answer: unknown = { statusCode: 1, value: null }) {
  act(() => useSession.getState().signIn({ token: 'tok-1', account_id: 'demo', fullname: 'Demo', email: '' }));
  const backend = fakeApi({
    '/api/settings/exclude': { body: answer },
    '/api/settings/protection_status': { body: answer },
    '/api/auth/logout': { body: { statusCode: 1 } },
  });
  await renderInApp(<Component props={props} path="p" className="" data={undefined} />, { site: under(regulator), api: backend.api });
  return backend.calls;
}

describe('PlayerProtection', () => {
  it('has a props schema that rejects a wrong prop', () => {
    expect(validatePage({ version: 1, root: { widget: 'PlayerProtection', props: { view: 'status' } } })).toBe(true);
    expect(validatePage({ version: 1, root: { widget: 'PlayerProtection', props: { view: 'forever' } } })).toBe(false);
    expect(validatePage({ version: 1, root: { widget: 'PlayerProtection', props: { periods: [6] } } })).toBe(false);
  });

  it('offers exactly the periods the regulator lists', async () => {
    await render('pagcor');
    expect(screen.queryByRole('group', { name: 'Take a break' })).toBeNull();
    const exclusion = screen.getByRole('group', { name: 'Self-exclusion' });
    expect(
      within(exclusion)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['6 months', '1 year', '5 years']);
  });

  it('says so where the regulator lists none', async () => {
    await render('curacao');
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(screen.getByText(/lists no time-out or self-exclusion periods/)).toBeTruthy();
  });

  it('records nothing until the dialog is confirmed, then sends the period and logs the player out', async () => {
    const calls = await render('ukgc', defaults, { statusCode: 1, value: { kind: 'timeout', period: 168, starts_at: ENDS, ends_at: ENDS, active: true } });
    const group = screen.getByRole('group', { name: 'Take a break' });
    fireEvent.click(within(group).getByRole('radio', { name: '1 week' }));
    fireEvent.click(within(group).getByRole('button', { name: 'Take a break' }));
    const dialog = screen.getByRole('dialog', { name: 'Take a break?' });
    expect(dialog.textContent).toContain('Your account will be locked for 1 week, until');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.path === '/api/settings/exclude')).toEqual([]);

    fireEvent.click(within(group).getByRole('button', { name: 'Take a break' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Take a break?' })).getByRole('button', { name: 'Take a break' }));
    await waitFor(() => expect(useSession.getState().isAuthenticated).toBe(false), { timeout: 10_000 });
    expect(calls.find((c) => c.path === '/api/settings/exclude')?.body).toEqual({ account_id: 'demo', auth: 'tok-1', kind: 'timeout', period: 168 });
  });

  it('shows the last period on the account page', async () => {
    await render(
      'mga',
      { ...defaults, view: 'status' },
      { statusCode: 1, value: { kind: 'self_exclusion', period: 6, starts_at: ENDS, ends_at: ENDS, active: false } },
    );
    await waitFor(() => expect(screen.getByText(/Your last self-exclusion \(6 months\) ended on .*2026/)).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Take a break or exclude yourself' }).getAttribute('href')).toBe('/responsible-gaming');
  });
});
