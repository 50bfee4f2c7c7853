// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const added: string[] = [];
function browserDialogs(methods: Record<string, (this: HTMLDialogElement) => void>) {
  for (const [name, value] of Object.entries(methods)) {
    Object.defineProperty(HTMLDialogElement.prototype, name, { value, configurable: true });
    added.push(name);
  }
}

/** jsdom has no modal dialogs: what the browser does, as far as the dialog's `open` goes; the `showModal` spy. */
function modalDialogs() {
  const showModal = vi.fn(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  browserDialogs({
    showModal,
    close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    },
  });
  return showModal;
}

let root: Root | null = null;
afterEach(() => {
  for (const name of added.splice(0)) Reflect.deleteProperty(HTMLDialogElement.prototype, name);
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
  vi.restoreAllMocks();
});

const dialog = (
  <Dialog open title="Announcements" onClose={() => {}} closeLabel="Close">
    <p>news</p>
  </Dialog>
);

describe('a dialog the server rendered open', () => {
  it('is made modal after the next frame, in a task of its own, not in hydration', async () => {
    const frames: (() => void)[] = [];
    vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((callback) => frames.push(() => callback(0)));
    const showModal = modalDialogs();
    const container = document.createElement('div');
    container.innerHTML = renderToString(dialog);
    document.body.append(container);
    expect(container.querySelector('dialog')?.open).toBe(true);
    await act(async () => {
      root = hydrateRoot(container, dialog);
    });
    expect(showModal).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
    frames.shift()?.();
    expect(showModal).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(showModal).toHaveBeenCalledOnce();
    expect(container.querySelector('dialog')?.open).toBe(true);
  });
});

describe('a dialog the server rendered open and the bootstrap made modal (src/app/server-modals.ts)', () => {
  function serverDialog(owner: { onClose(): void }) {
    return (
      <Dialog open title="Announcements" onClose={() => owner.onClose()} closeLabel="Close">
        <p>news</p>
      </Dialog>
    );
  }

  it('stays as it is at hydration: not closed and made modal again', async () => {
    const frames = vi.spyOn(globalThis, 'requestAnimationFrame');
    const showModal = modalDialogs();
    const container = document.createElement('div');
    container.innerHTML = renderToString(serverDialog({ onClose() {} }));
    document.body.append(container);
    const element = container.querySelector('dialog') as HTMLDialogElement;
    // what the bootstrap leaves: jsdom knows no `:modal`, so the element answers it as the browser would
    vi.spyOn(element, 'matches').mockImplementation((selector) => selector === ':modal');
    const close = vi.spyOn(element, 'close');
    await act(async () => {
      root = hydrateRoot(container, serverDialog({ onClose() {} }));
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(showModal).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
    expect(frames).not.toHaveBeenCalled();
    expect(element.open).toBe(true);
  });

  it('closed by the player before the code came (Escape on the modal): its owner is told at hydration, and it is not opened again', async () => {
    const showModal = modalDialogs();
    const container = document.createElement('div');
    container.innerHTML = renderToString(serverDialog({ onClose() {} }));
    document.body.append(container);
    const element = container.querySelector('dialog') as HTMLDialogElement;
    element.close();
    const onClose = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, serverDialog({ onClose }));
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onClose).toHaveBeenCalledOnce();
    expect(showModal).not.toHaveBeenCalled();
    expect(element.open).toBe(false);
  });
});

describe('a dialog the live page mounts open', () => {
  it('is modal in its own effect, with no frame in between (an Escape pressed at once is not lost)', async () => {
    const frames = vi.spyOn(globalThis, 'requestAnimationFrame');
    const showModal = modalDialogs();
    document.documentElement.dataset.hydrated = 'true';
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(dialog);
    });
    expect(showModal).toHaveBeenCalledOnce();
    expect(frames).not.toHaveBeenCalled();
  });
});
