// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { App } from '../App.tsx';
import { StudioProvider } from '../state/context.tsx';
import { createStudioStore } from '../state/store.ts';
import { FakeServer, memoryStorage } from '../state/test-support.ts';

beforeAll(() => {
  // jsdom lays nothing out, so nothing ever resizes
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(cleanup);

function mount(server: FakeServer) {
  const store = createStudioStore({ api: server.api(), storage: memoryStorage(), now: () => 0 });
  render(
    <StudioProvider store={store}>
      <App />
    </StudioProvider>,
  );
}

async function logIn(name: string) {
  await screen.findByRole('form', { name: 'Studio' });
  fireEvent.change(screen.getByLabelText('Account name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse battery' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByRole('navigation', { name: 'Brands and templates' });
}

function serverWithLog(): FakeServer {
  const server = new FakeServer();
  server.hooks = [
    {
      id: '11111111-0000-4000-8000-000000000000',
      url: 'https://hooks.example.com/config',
      events: ['publish', 'rollback'],
      scope: ['casino1'],
      createdBy: 'cli:ops',
      createdAt: '2026-11-26T00:00:00.000Z',
      disabled: false,
    },
  ];
  server.hookLog = [
    {
      id: 'aaaaaaaa-0000-4000-8000-000000000000',
      webhook: '11111111-0000-4000-8000-000000000000',
      event: 'publish',
      payloadHash: 'h',
      attempt: 5,
      state: 'failed',
      status: 503,
      at: '2026-11-26T00:00:00.000Z',
    },
    {
      id: 'bbbbbbbb-0000-4000-8000-000000000000',
      webhook: '11111111-0000-4000-8000-000000000000',
      event: 'rollback',
      payloadHash: 'h',
      attempt: 2,
      state: 'pending',
      error: 'ECONNREFUSED: connect ECONNREFUSED',
      at: '2026-11-26T00:00:00.000Z',
      nextAttempt: '2026-11-26T00:00:16.000Z',
    },
  ];
  return server;
}

describe('the Webhooks panel', () => {
  it('an admin over every template sees the webhooks and the delivery log, and redelivers a failed delivery', async () => {
    const server = serverWithLog();
    mount(server);
    await logIn('ada');
    fireEvent.click(screen.getByRole('tab', { name: 'Webhooks' }));
    const panel = await screen.findByRole('region', { name: 'Webhooks' });
    const hooks = await within(panel).findByRole('table', { name: 'Webhooks' });
    expect(within(hooks).getAllByRole('row')[1]?.textContent).toBe('https://hooks.example.com/configpublish, rollbackcasino1cli:ops');
    const log = within(panel).getByRole('table', { name: 'Delivery log, newest first' });
    const rows = within(log).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('failed');
    expect(rows[1]?.textContent).toContain('503');
    expect(rows[2]?.textContent).toContain('pending');
    expect(rows[2]?.textContent).toContain('ECONNREFUSED');
    fireEvent.click(within(panel).getByRole('button', { name: 'Redeliver the publish delivery aaaaaaaa' }));
    await waitFor(() => expect(within(panel).getByRole('status').textContent).toBe('Delivery aaaaaaaa is queued again.'));
    expect(server.calls).toContain('POST /api/webhook-log/aaaaaaaa-0000-4000-8000-000000000000');
    await waitFor(() => expect(within(log).getAllByRole('row')[1]?.textContent).toContain('pending'));
  });

  it('is not offered to a publisher, whom its endpoints refuse', async () => {
    mount(serverWithLog());
    await logIn('pub');
    expect(screen.queryByRole('tab', { name: 'Webhooks' })).toBeNull();
  });
});
