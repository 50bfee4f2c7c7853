// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { App } from '../App.tsx';
import { StudioProvider } from '../state/context.tsx';
import { createStudioStore } from '../state/store.ts';
import { FakeServer, memoryStorage } from '../state/test-support.ts';
import { scheduleAt } from './ScheduleDialog.tsx';

beforeAll(() => {
  // jsdom lays nothing out, so nothing ever resizes: an observer that never calls back is what it would do
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(cleanup);

async function mountAs(name: string, server = new FakeServer()) {
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
  return { server, store };
}

describe('scheduling the draft', () => {
  it('sends the wall time as typed in the one zone, and as UTC across several', () => {
    expect(scheduleAt('2026-12-24T18:00', ['Asia/Manila'])).toBe('2026-12-24T18:00');
    expect(scheduleAt('2026-12-24T18:00', ['Asia/Manila', 'UTC'])).toBe('2026-12-24T18:00Z');
  });

  it('a publisher schedules it at a time of the brand zone, sees it beside the history, and cancels it', async () => {
    const { server } = await mountAs('pub');
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule the draft' });
    const when = await within(dialog).findByLabelText('Goes live at (Asia/Manila)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Choose the date and time it goes live.');
    fireEvent.change(when, { target: { value: '2026-12-24T18:00' } });
    fireEvent.change(within(dialog).getByLabelText('Message (required)'), { target: { value: 'Christmas promo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.scheduled).toEqual([expect.objectContaining({ message: 'Christmas promo', state: 'pending', timeZone: 'Asia/Manila' })]);
    expect(server.calls).toContain('POST /api/schedules');

    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    const list = await screen.findByRole('region', { name: 'Schedules' });
    expect(await within(list).findByText('Christmas promo')).toBeTruthy();
    expect(within(list).getByText('scheduled')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: /^Cancel the schedule “Christmas promo” for / }));
    await waitFor(() => expect(within(list).getByText('cancelled')).toBeTruthy());
    expect(server.scheduled[0]?.state).toBe('cancelled');
    expect(within(list).queryByRole('button', { name: /Cancel the schedule/ })).toBeNull();
  });

  it('shows a failed schedule with its reason, and Escape closes the dialog', async () => {
    const server = new FakeServer();
    server.scheduled.push({
      id: 's1',
      draft: 'd9',
      contentId: 'c',
      parent: '00000001',
      at: '2026-12-24T10:00:00.000Z',
      timeZone: 'Asia/Manila',
      templates: ['casino1'],
      author: 'pub',
      message: 'promo',
      createdAt: '2026-12-01T00:00:00.000Z',
      state: 'failed',
      reason: 'the draft changed after it was scheduled',
    });
    await mountAs('pub', server);
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    const list = await screen.findByRole('region', { name: 'Schedules' });
    expect(await within(list).findByText('failed')).toBeTruthy();
    expect(within(list).getByText('the draft changed after it was scheduled')).toBeTruthy();
    expect(within(list).getByText(/24 Dec 2026, 18:00 \(Asia\/Manila\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Schedule…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule the draft' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('an editor cannot schedule: the button is blocked as Publish is', async () => {
    await mountAs('ed');
    expect((screen.getByRole('button', { name: 'Schedule…' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
