// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { validatePage } from '../../schemas/generated/validators.js';
import { siteJurisdiction } from '../../src/config/jurisdiction.ts';
import { useSession } from '../../src/state/session.ts';
import { demoSite } from '../../tests/unit/render-widget.tsx';
import { renderInApp } from '../../tests/unit/render-in-app.tsx';
import { fakeApi } from '../_shared/games/test-harness.tsx';
import Component from './Component.tsx';
import { REALITY_CHECK_KEY } from './reality-check.ts';
import { defaults } from './schema.ts';

const MIN = 60_000;
const site = demoSite();
const licence = { number: '1', licensee: 'Demo Ltd' };
const ukgc = { ...site, template: { ...site.template, jurisdiction: siteJurisdiction({ regulator: 'ukgc', licence, realityCheckMinutes: 30 }) } };
const curacao = { ...site, template: { ...site.template, jurisdiction: siteJurisdiction({ regulator: 'curacao', licence }) } };

beforeAll(async () => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  await useSession.persist.rehydrate();
});

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
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

async function render(s = ukgc) {
  const backend = fakeApi({ '/api/auth/logout': { body: { statusCode: 1 } } });
  const result = await renderInApp(<Component props={defaults} path="p" className="" data={undefined} />, { site: s, api: backend.api });
  return { ...result, calls: backend.calls };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('RealityCheck', () => {
  it('has a props schema that rejects a wrong prop', () => {
    expect(validatePage({ version: 1, root: { widget: 'RealityCheck', props: { historyPath: '/bet-history' } } })).toBe(true);
    expect(validatePage({ version: 1, root: { widget: 'RealityCheck', props: { historyPath: 'bet-history' } } })).toBe(false);
    expect(validatePage({ version: 1, root: { widget: 'RealityCheck', props: { minutes: 5 } } })).toBe(false);
  });

  it('asks a signed-in player after the interval, with the time played and the links', async () => {
    signIn();
    await render();
    advance(30 * MIN - 1);
    expect(screen.queryByRole('dialog')).toBeNull();
    advance(1);
    const dialog = screen.getByRole('dialog', { name: 'Reality check' });
    expect(dialog.textContent).toContain('You have been playing for 30 minutes.');
    expect(screen.getByRole('link', { name: 'Your account history' }).getAttribute('href')).toBe('/transaction-history');
    expect(screen.getByRole('link', { name: 'Responsible gaming' }).getAttribute('href')).toBe('/responsible-gaming');
  });

  it('"Continue" closes it and counts the next interval from then, at the interval the player picked', async () => {
    signIn();
    await render();
    advance(30 * MIN);
    fireEvent.change(screen.getByRole('combobox', { name: 'Remind me every' }), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(localStorage.getItem(REALITY_CHECK_KEY) ?? '{}')).toMatchObject({ minutes: 15, continuedAt: Date.now() });
    advance(15 * MIN - 1);
    expect(screen.queryByRole('dialog')).toBeNull();
    advance(1);
    expect(screen.getByRole('dialog').textContent).toContain('You have been playing for 45 minutes.');
  });

  it('keeps the session’s clock across a reload', async () => {
    signIn();
    await render();
    advance(20 * MIN);
    cleanup();
    await render();
    advance(10 * MIN);
    expect(screen.getByRole('dialog').textContent).toContain('30 minutes');
  });

  it('"Log out" signs the player out', async () => {
    signIn();
    const { calls } = await render();
    advance(30 * MIN);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(useSession.getState().isAuthenticated).toBe(false);
    expect(calls.map((c) => c.path)).toContain('/api/auth/logout');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never runs for a guest, nor where the jurisdiction has no reality check', async () => {
    await render();
    advance(24 * 60 * MIN);
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    signIn();
    await render(curacao);
    advance(24 * 60 * MIN);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
