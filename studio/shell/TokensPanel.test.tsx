// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { App } from '../App.tsx';
import { StudioProvider } from '../state/context.tsx';
import { createStudioStore } from '../state/store.ts';
import { FakeServer, memoryStorage } from '../state/test-support.ts';

beforeAll(() => {
  // jsdom lays nothing out, so nothing ever resizes: an observer that never calls back is what it would do
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(cleanup);

async function signedIn(name: string) {
  const server = new FakeServer();
  const store = createStudioStore({ api: server.api(), storage: memoryStorage(), now: () => 0 });
  render(
    <StudioProvider store={store}>
      <App />
    </StudioProvider>,
  );
  await screen.findByRole('form', { name: 'Studio' });
  fireEvent.change(screen.getByLabelText('Account name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse battery' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByRole('navigation', { name: 'Brands and templates' });
  return server;
}

describe('the API tokens panel', () => {
  it('lists, makes (the secret shown once) and revokes the operator’s own tokens; Escape closes it', async () => {
    const server = await signedIn('ed');
    fireEvent.click(screen.getByRole('button', { name: 'API tokens' }));
    const dialog = await screen.findByRole('dialog', { name: 'API tokens' });
    expect(await within(dialog).findByText('You have no API tokens.')).toBeTruthy();
    // an editor may give a token no role above its own
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['viewer', 'editor']);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'ci-drafts' } });
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'editor' } });
    fireEvent.change(within(dialog).getByLabelText('Templates'), { target: { value: 'casino1' } });
    fireEvent.change(within(dialog).getByLabelText('Days until it expires'), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    const secret = await within(dialog).findByLabelText(/Secret of ci-drafts/);
    expect((secret as HTMLInputElement).value).toMatch(/^opt_secret\d+$/);
    expect(await within(dialog).findByRole('rowheader', { name: 'ci-drafts' })).toBeTruthy();
    expect(within(dialog).getByText('editor over casino1')).toBeTruthy();
    expect(server.apiTokens[0]).toMatchObject({ name: 'ci-drafts', account: 'ed', grant: { role: 'editor', scope: ['casino1'] } });
    const id = server.apiTokens[0]!.id;

    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke ci-drafts' }));
    await waitFor(() => expect(within(dialog).queryByRole('rowheader', { name: 'ci-drafts' })).toBeNull());
    expect(within(dialog).queryByLabelText(/Secret of/)).toBeNull();
    expect(server.calls).toEqual(expect.arrayContaining(['POST /api/tokens', `DELETE /api/tokens/${id}`]));

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'API tokens' })).toBeNull());
  });

  it('refuses a form it can tell is wrong before asking the server', async () => {
    const server = await signedIn('pub');
    fireEvent.click(screen.getByRole('button', { name: 'API tokens' }));
    const dialog = await screen.findByRole('dialog', { name: 'API tokens' });
    await within(dialog).findByText('You have no API tokens.');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'x' } });
    fireEvent.change(within(dialog).getByLabelText('Templates'), { target: { value: 'Casino 1!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/Templates are \*/);
    expect(server.calls).not.toContain('POST /api/tokens');
  });
});
