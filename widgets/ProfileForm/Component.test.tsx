// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, signedIn } from '../../src/auth/test-harness.tsx';
import { useSession } from '../../src/state/session.ts';
import Component from './Component.tsx';
import { defaults } from './schema.ts';

beforeEach(signedIn);
afterEach(cleanup);

describe('ProfileForm', () => {
  it('§5 alphabet-only: a digit or symbol key never reaches the name', async () => {
    await renderPage(<Component props={defaults} data={undefined} path="p" className="" />);
    const name = screen.getByLabelText('Full name');
    expect(fireEvent.keyDown(name, { key: '7' })).toBe(false);
    expect(fireEvent.keyDown(name, { key: '!' })).toBe(false);
    expect(fireEvent.keyDown(name, { key: 'a' })).toBe(true);
    expect(fireEvent.keyDown(name, { key: ' ' })).toBe(true);
    expect(fireEvent.keyDown(name, { key: 'Backspace' })).toBe(true);
  });

  it('"Invalid email address" before any call; a save updates the session', async () => {
    const profileUpdate = vi.fn(() =>
      Promise.resolve({ statusCode: 1, statusMessage: 'OK', value: { account_id: 'demo', full_name: 'Maria Santos', contact_email: 'maria@example.com' } }),
    );
    await renderPage(<Component props={defaults} data={undefined} path="p" className="" />, { api: { settings: { profileUpdate } } });
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'maria@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(profileUpdate).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Maria  Santos ' } });
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'maria@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(useSession.getState().fullname).toBe('Maria Santos'));
    expect(profileUpdate).toHaveBeenCalledWith({ auth: 'tok', account_id: 'demo' }, 'Maria Santos', 'maria@example.com');
    expect(useSession.getState().email).toBe('maria@example.com');
  });
});
