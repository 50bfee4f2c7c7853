// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { validatePage } from '../../schemas/generated/validators.js';
import { LoaderError } from '../../src/render/loader-error.ts';
import { useLayout } from '../../src/state/layout.ts';
import { useModals } from '../../src/state/modals.ts';
import { renderWidget } from '../../tests/unit/render-widget.tsx';
import AnnouncementModal from './Component.tsx';
import { parseAnnouncements } from '../../src/api/readers/announcements.ts';
import { defaults } from './schema.ts';

const items = [
  { id: '1', title: 'Scheduled maintenance', content: 'Tuesday 02:00 to 04:00.', title_local: '', content_local: '', date: '2030-01-02T03:00:00.000Z' },
];

beforeAll(async () => {
  // jsdom has no <dialog> behaviour: model showModal/close as the open attribute.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  await useLayout.persist.rehydrate();
});

afterEach(() => {
  cleanup();
  useModals.getState().close();
});

describe('AnnouncementModal', () => {
  it('has a props schema that rejects a wrong prop', () => {
    expect(validatePage({ version: 1, root: { widget: 'AnnouncementModal', props: { limit: 0 } } })).toBe(false);
    expect(validatePage({ version: 1, root: { widget: 'AnnouncementModal', props: { autoOpen: true } } })).toBe(false);
  });

  it('opens nothing when the list is empty or failed', async () => {
    await renderWidget(<AnnouncementModal props={defaults} data={{ items: [] }} path="p" className="" />);
    await renderWidget(<AnnouncementModal props={defaults} data={new LoaderError('x')} path="p" className="" />);
    expect(useModals.getState().modalStack).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens once per visit, and "don\'t show again" clears show_bf_ann_modal', async () => {
    await renderWidget(<AnnouncementModal props={defaults} data={{ items }} path="p" className="" />);
    expect(useModals.getState().modalStack).toEqual(['announcement']);
    expect(screen.getByRole('heading', { name: 'Scheduled maintenance' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(useModals.getState().modalStack).toEqual([]);
    cleanup();
    // the same visit: a page that holds it again does not reopen it
    await renderWidget(<AnnouncementModal props={defaults} data={{ items }} path="p" className="" />);
    expect(useModals.getState().modalStack).toEqual([]);
    act(() => useModals.getState().open('announcement'));
    fireEvent.click(screen.getByRole('button', { name: "Don't show again" }));
    expect(useLayout.getState().show_bf_ann_modal).toBe(false);
    expect(useModals.getState().modalStack).toEqual([]);
  });

  it('reads announcements and rejects other shapes', () => {
    expect(parseAnnouncements([{ id: 3, title: 't', content: 'c' }])).toEqual([
      { id: '3', title: 't', content: 'c', title_local: '', content_local: '', date: '' },
    ]);
    expect(parseAnnouncements([{ id: 3, title: 't' }])).toBeNull();
  });
});
