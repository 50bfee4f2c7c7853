// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const showModal = vi.fn();

beforeAll(() => {
  // jsdom has no modal dialogs: showModal is recorded and modelled as the open attribute
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    showModal();
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(() => {
  showModal.mockClear();
  document.body.innerHTML = '';
});

const dialog = (open: boolean, onClose = () => {}) => (
  <Dialog open={open} title="News" onClose={onClose} closeLabel="Close">
    <p>text</p>
  </Dialog>
);

const nextTasks = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('Dialog', () => {
  it('open in the server HTML, becomes modal in a task after the hydration, not in it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(dialog(true));
    document.body.append(container);
    await act(async () => void hydrateRoot(container, dialog(true)));
    expect(showModal).not.toHaveBeenCalled();
    expect(container.querySelector('dialog')?.open).toBe(true);
    await act(nextTasks);
    expect(showModal).toHaveBeenCalledTimes(1);
  });

  it('closed before that task comes, is never made modal', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(dialog(true));
    document.body.append(container);
    // in the same task as the hydration: nothing between the two lets the browser run another task
    let root: Root | undefined;
    act(() => void (root = hydrateRoot(container, dialog(true))));
    expect(container.querySelector('dialog')?.open).toBe(true);
    act(() => root?.render(dialog(false)));
    await act(nextTasks);
    expect(showModal).not.toHaveBeenCalled();
    expect(container.querySelector('dialog')?.open).toBe(false);
  });

  it('opened by the client, is modal at once', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(dialog(false)));
    await act(async () => root.render(dialog(true)));
    expect(showModal).toHaveBeenCalledTimes(1);
  });
});
