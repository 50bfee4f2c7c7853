// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteJurisdiction } from '../config/jurisdiction.ts';
import type { ReadySite } from '../state/site-context.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { useSession } from '../state/session.ts';
import { renderPage, testSite, type FakeApi } from './test-harness.tsx';

afterEach(cleanup);

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const under = (regulator: string): ReadySite => {
  const site = testSite();
  return { ...site, template: { ...site.template, jurisdiction: siteJurisdiction({ regulator, licence: { number: 'L-1', licensee: 'Demo Ltd' } }) } };
};

describe('RegisterForm’s age', () => {
  it('names the jurisdiction’s minimum age in the checkbox and its error (PAGCOR: 21)', async () => {
    await renderPage(<RegisterForm onDone={() => {}} />, { site: under('pagcor') });
    expect(screen.getByLabelText('I am 21 or older and I accept the terms and conditions')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByText('You must be 21 or older and accept the terms to sign up')).getAttribute('role')).toBe('alert');
  });

  it('asks 18 where the site names no jurisdiction, or its regulator asks 18', async () => {
    await renderPage(<RegisterForm onDone={() => {}} />);
    expect(screen.getByLabelText('I am 18 or older and I accept the terms and conditions')).toBeTruthy();
    cleanup();
    await renderPage(<RegisterForm onDone={() => {}} />, { site: under('mga') });
    expect(screen.getByLabelText('I am 18 or older and I accept the terms and conditions')).toBeTruthy();
  });

  it('says the age in each language’s own form (Russian: the noun agrees with the number; Nepali: its digits)', async () => {
    await renderPage(<RegisterForm onDone={() => {}} />, { site: under('pagcor'), code: 'RUS' });
    expect(screen.getByLabelText('Мне исполнилось 21 год, и я принимаю правила и условия')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByText('Для регистрации вам должно быть не менее 21 года и нужно принять условия')).toBeTruthy();
    cleanup();
    await renderPage(<RegisterForm onDone={() => {}} />, { code: 'RUS' });
    expect(screen.getByLabelText('Мне исполнилось 18 лет, и я принимаю правила и условия')).toBeTruthy();
    cleanup();
    await renderPage(<RegisterForm onDone={() => {}} />, { site: under('pagcor'), code: 'NE' });
    expect(screen.getByLabelText('म २१ वर्ष वा सोभन्दा माथिको हुँ र नियम तथा सर्तहरू स्वीकार गर्छु')).toBeTruthy();
  });
});

describe('RegisterForm after the account exists', () => {
  beforeAll(async () => {
    // the steps are chunks of their own: loaded once here, so a loaded machine's first import does not outlast the queries
    await Promise.all([import('./player-protection/DepositLimitPrompt.tsx'), import('./player-protection/RgInformationAfterSignup.tsx')]);
    // jsdom has no <dialog> behaviour: model showModal/close as the open attribute.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });
  beforeEach(async () => {
    await useSession.persist.rehydrate();
    useSession.getState().reset();
  });

  const ok = () => Promise.resolve({ statusCode: 1, statusMessage: 'OK' });
  const none = () => Promise.resolve({ statusCode: 0, statusMessage: 'x' });
  const limitState = { limit: { period: 'weekly' as const, amount: 500 }, pending: null, cooling_off_hours: 24 };

  async function signUp(site: ReadySite, settings: FakeApi['settings'] = {}) {
    const onDone = vi.fn();
    const signup = vi.fn(() => Promise.resolve({ statusCode: 1, statusMessage: 'OK', token: 'new-tok', user: { account_id: 'newbie77' } }));
    await renderPage(<RegisterForm onDone={onDone} />, {
      site,
      api: {
        auth: { tacRequestNewRegister: ok, tacVerify: ok, signup, getBalance: none, vip: none },
        home: { favList: () => Promise.resolve({ statusCode: 0, statusMessage: 'x', value: [] }) },
        settings,
      },
    });
    fill('Account ID', 'newbie77');
    fill('Password', 'secret77');
    fill('Confirm password', 'secret77');
    fill('Phone number', '+639171234567');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('TAC code');
    fill('TAC code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(signup).toHaveBeenCalled());
    return onDone;
  }

  it('UKGC: asks for a deposit limit or an explicit "no limit", saves it, then goes on', async () => {
    const setDepositLimit = vi.fn(() => Promise.resolve({ statusCode: 1, statusMessage: 'OK', value: limitState }));
    const onDone = await signUp(under('ukgc'), { setDepositLimit });
    expect(await screen.findByRole('heading', { name: 'Set a deposit limit' })).toBeTruthy();
    expect(screen.getByText(/a higher limit takes effect only after 24 hours/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a limit, or choose “No limit”.');
    expect(setDepositLimit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: 'Weekly' }));
    fill('Amount (PHP)', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter an amount above 0 with at most two decimals.');
    fill('Amount (PHP)', '500');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(setDepositLimit).toHaveBeenCalledWith({ auth: 'new-tok', account_id: 'newbie77' }, 'weekly', '500'));
    expect((await screen.findByRole('status')).textContent).toContain('Your deposit limit: PHP 500 a week');
    // /register is for guests: the player is signed in only once the regulator's step is done
    expect(onDone).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(useSession.getState().token).toBe('new-tok');
  });

  it('UKGC: "No limit" is an answer of its own, with no amount', async () => {
    const setDepositLimit = vi.fn(() =>
      Promise.resolve({ statusCode: 1, statusMessage: 'OK', value: { ...limitState, limit: { period: 'none' as const, amount: 0 } } }),
    );
    await signUp(under('ukgc'), { setDepositLimit });
    fireEvent.click(await screen.findByRole('radio', { name: 'No limit' }));
    expect(screen.queryByLabelText('Amount (PHP)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(setDepositLimit).toHaveBeenCalledWith(expect.anything(), 'none', ''));
    expect((await screen.findByRole('status')).textContent).toContain('Your deposit limit: no limit');
  });

  it('MGA: shows the responsible-gaming information once, with the way to the RG page, then goes on', async () => {
    const onDone = await signUp(under('mga'));
    const dialog = await screen.findByRole('dialog', { name: 'Play responsibly' });
    expect(within(dialog).getByRole('link', { name: 'Responsible gaming' }).getAttribute('href')).toBe('/responsible-gaming');
    expect(useSession.getState().token).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(useSession.getState().token).toBe('new-tok');
  });

  it('elsewhere: goes straight on', async () => {
    const onDone = await signUp(under('pagcor'));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Set a deposit limit' })).toBeNull();
  });
});
