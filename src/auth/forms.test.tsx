// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlert } from '../session/alert-store.ts';
import { useSession } from '../state/session.ts';
import { ChangePasswordForm, checkChange } from './ChangePasswordForm.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { LoginForm } from './LoginForm.tsx';
import { useLocation } from 'react-router';
import { renderPage, signedIn, type FakeApi } from './test-harness.tsx';
import { checkFullName, checkNewPassword } from './validate.ts';

beforeEach(signedIn);
afterEach(() => {
  cleanup();
  useAlert.getState().dismiss();
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('profile and password checks', () => {
  it('full name: letters and spaces, at most 64', () => {
    expect(checkFullName('Maria Santos')).toBeNull();
    expect(checkFullName(' Maria   Santos ')).toBeNull();
    expect(checkFullName('  ')).toBe('validation.required');
    expect(checkFullName('Maria 3')).toBe('validation.fullName');
    expect(checkFullName('a'.repeat(65))).toBe('validation.fullNameLength');
  });
  it('a new password differs from the current one', () => {
    expect(checkNewPassword('demo1234', 'demo1234', 'demo')).toBe('validation.samePassword');
    expect(checkNewPassword('demo1234', 'abc', 'demo')).toBe('validation.passwordLength');
    expect(checkChange('demo1234', 'Fresh2024', 'Fresh2025', 'demo').confirm).toBe('validation.passwordMismatch');
  });
  it('a new password follows the backend policy', () => {
    expect(checkNewPassword('demo1234', 'Player77', 'player77')).toBe('validation.passwordAccountId');
    expect(checkNewPassword('demo1234', 'zzzzzzzz', 'demo')).toBe('validation.passwordRepeated');
    expect(checkNewPassword('demo1234', 'Password1', 'demo')).toBe('validation.passwordCommon');
    expect(checkNewPassword('demo1234', 'Fresh2024', 'demo')).toBeNull();
  });
  it('a session from a reset code needs no current password', () => {
    expect(checkChange('', 'Fresh2024', 'Fresh2024', 'demo', true)).toEqual({ current: null, next: null, confirm: null });
    expect(checkChange('', 'Fresh2024', 'Fresh2024', 'demo').current).toBe('validation.required');
  });
});

describe('ChangePasswordForm', () => {
  it('a failure goes to the global error handler as the status object it is (§8 defect not repeated)', async () => {
    const updatePassword = vi.fn(() => Promise.resolve({ statusCode: 0, statusMessage: 'invalidCredentials' }));
    await renderPage(<ChangePasswordForm />, { api: { auth: { updatePassword } } });
    fill('Current password', 'wrong123');
    fill('New password', 'Fresh2024');
    fill('Confirm new password', 'Fresh2024');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(useAlert.getState().alert).toEqual({ title: 'Something went wrong', text: 'Wrong account ID or password.' }));
    expect(updatePassword).toHaveBeenCalledWith({ auth: 'tok', account_id: 'demo' }, 'wrong123', 'Fresh2024');
  });

  it('client errors are shown by their fields and nothing is sent', async () => {
    const updatePassword = vi.fn();
    await renderPage(<ChangePasswordForm />, { api: { auth: { updatePassword } } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getAllByText('This field is required').length).toBe(3);
    expect(updatePassword).not.toHaveBeenCalled();
  });
});

describe('ChangePasswordForm after a reset code', () => {
  it('asks only for the new password and sends an empty current one', async () => {
    const { markRecovery } = await import('../session/recovery.ts');
    markRecovery('tok');
    const updatePassword = vi.fn(() => Promise.resolve({ statusCode: 1, statusMessage: 'OK' }));
    await renderPage(<ChangePasswordForm />, { api: { auth: { updatePassword } } });
    expect(screen.queryByLabelText('Current password')).toBeNull();
    fill('New password', 'Fresh2024');
    fill('Confirm new password', 'Fresh2024');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(updatePassword).toHaveBeenCalledWith({ auth: 'tok', account_id: 'demo' }, '', 'Fresh2024'));
    expect(sessionStorage.getItem('passwordRecovery')).toBeNull();
  });

  it('names a password the policy refuses, in the form', async () => {
    const updatePassword = vi.fn();
    await renderPage(<ChangePasswordForm />, { api: { auth: { updatePassword } } });
    fill('Current password', 'demo1234');
    fill('New password', 'password1');
    fill('Confirm new password', 'password1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This password is too common; choose another')).toBeTruthy();
    expect(updatePassword).not.toHaveBeenCalled();
  });
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

describe('LoginForm with a reset code', () => {
  it('signs in into a recovery session and goes on to the new-password form', async () => {
    const loginTac = vi.fn(() => Promise.resolve({ statusCode: 1, statusMessage: 'OK', token: 'reset-tok', recovery: true, user: { account_id: 'demo' } }));
    const empty = () => Promise.resolve({ statusCode: 0, statusMessage: 'x' });
    const onDone = vi.fn();
    await renderPage(
      <>
        <LoginForm onDone={onDone} />
        <Where />
      </>,
      {
        api: { auth: { loginTac, getBalance: empty, vip: empty }, home: { favList: () => Promise.resolve({ statusCode: 0, statusMessage: 'x', value: [] }) } },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log in with a TAC instead' }));
    fill('Account ID', 'demo');
    fill('TAC code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/change-password'));
    expect(onDone).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('passwordRecovery')).toBe('reset-tok');
  });
});

describe('LoginForm once signed in', () => {
  const empty = () => Promise.resolve({ statusCode: 0, statusMessage: 'x' });
  /** The form, and a way to take it off the page as the guest-only page's guard does once the session is in. */
  function Leaving({ onDone }: { onDone(): void }) {
    const [shown, setShown] = useState(true);
    return (
      <>
        {shown ? <LoginForm onDone={onDone} /> : null}
        <button type="button" onClick={() => setShown(false)}>
          leave
        </button>
      </>
    );
  }

  it('is done once the player is signed in, unless the page already took the player elsewhere', async () => {
    for (const leaves of [false, true]) {
      let answer = (_: unknown) => {};
      const login = vi.fn(() => new Promise((resolve) => (answer = resolve)));
      const onDone = vi.fn();
      const favList = vi.fn(() => Promise.resolve({ statusCode: 0, statusMessage: 'x', value: [] }));
      await renderPage(<Leaving onDone={onDone} />, { api: { auth: { login, getBalance: empty, vip: empty } as FakeApi['auth'], home: { favList } } });
      fill('Account ID', 'demo');
      fill('Password', 'demo1234');
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
      await waitFor(() => expect(login).toHaveBeenCalled());
      if (leaves) fireEvent.click(screen.getByRole('button', { name: 'leave' }));
      answer({ statusCode: 1, statusMessage: 'OK', token: 'tok', user: { account_id: 'demo' } });
      if (leaves) {
        // the session's refresh after the login has run: the form's handler has come to its end
        await waitFor(() => expect(favList).toHaveBeenCalled());
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(onDone, 'a form no longer on the page navigates nowhere').not.toHaveBeenCalled();
      } else await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
      cleanup();
    }
  });
});

describe('LoginForm signs in with the balance', () => {
  it('is a guest until the balance is in, then signed in and holding it in one change', async () => {
    useSession.getState().reset();
    let answerBalance = (_: unknown) => {};
    const getBalance = vi.fn(() => new Promise((resolve) => (answerBalance = resolve)));
    const login = vi.fn(() => Promise.resolve({ statusCode: 1, statusMessage: 'OK', token: 'tok-2', user: { account_id: 'demo' } }));
    const empty = () => Promise.resolve({ statusCode: 0, statusMessage: 'x' });
    const favList = () => Promise.resolve({ statusCode: 0, statusMessage: 'x', value: [] });
    await renderPage(<LoginForm onDone={() => {}} />, { api: { auth: { login, getBalance, vip: empty } as FakeApi['auth'], home: { favList } } });
    const states: { signedIn: boolean; balance: number }[] = [];
    const stop = useSession.subscribe((s) => states.push({ signedIn: s.isAuthenticated, balance: s.game.balance }));
    fill('Account ID', 'demo');
    fill('Password', 'demo1234');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(getBalance).toHaveBeenCalledWith({ auth: 'tok-2', account_id: 'demo' }));
    expect(useSession.getState().isAuthenticated).toBe(false);
    answerBalance({ statusCode: 1, statusMessage: 'OK', game_balance: 500, game_token: 3 });
    await waitFor(() => expect(useSession.getState().game.balance).toBe(500));
    stop();
    expect(useSession.getState().isAuthenticated).toBe(true);
    expect(states.filter((s) => s.signedIn && s.balance !== 500)).toEqual([]);
  });
});

describe('ForgotPasswordForm', () => {
  it('sends account_id and the phone, then explains the next step', async () => {
    const forgotPassword = vi.fn(() => Promise.resolve({ statusCode: 1, statusMessage: 'OK' }));
    await renderPage(<ForgotPasswordForm />, { api: { auth: { forgotPassword } } });
    fill('Account ID', 'demo');
    fill('Phone number', '+63 917 123 4567');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('Check your phone')).toBeTruthy();
    expect(forgotPassword).toHaveBeenCalledWith(expect.objectContaining({ external_id: 'ext-test' }), 'demo', '+639171234567');
  });
});
