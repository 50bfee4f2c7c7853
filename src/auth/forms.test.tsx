// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlert } from '../session/alert-store.ts';
import { ChangePasswordForm, checkChange } from './ChangePasswordForm.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { renderPage, signedIn } from './test-harness.tsx';
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
    expect(checkNewPassword('demo1234', 'demo1234')).toBe('validation.samePassword');
    expect(checkNewPassword('demo1234', 'abc')).toBe('validation.passwordLength');
    expect(checkChange('demo1234', 'Fresh2024', 'Fresh2025').confirm).toBe('validation.passwordMismatch');
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
