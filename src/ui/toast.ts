import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Kind = 'success' | 'info' | 'warning' | 'error';
type Show = typeof sonnerToast;

/**
 * Toasts without shipping the toast library with the page (~10 kB gzip): the first toast asks
 * the host (Toasts.tsx) to load and mount the toaster, and is shown once it listens.
 */
let show: Show | null = null;
const queue: (() => void)[] = [];
let requested = false;
const listeners = new Set<() => void>();

export function notify(kind: Kind, message: string, options?: ExternalToast): void {
  if (show) {
    show[kind](message, options);
    return;
  }
  queue.push(() => show?.[kind](message, options));
  if (!requested) {
    requested = true;
    listeners.forEach((l) => l());
  }
}

/** For the host: whether a toast has been asked for, and a way to hear when it is. */
export const toasterRequested = () => requested;
export function onToasterRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the mounted toaster: shows what waited. */
export function toasterMounted(toast: Show): void {
  show = toast;
  queue.splice(0).forEach((f) => f());
}
