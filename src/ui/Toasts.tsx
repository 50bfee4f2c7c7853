import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToasterRequested, toasterRequested } from './toast.ts';

const Toaster = lazy(() => import('./Toaster.tsx'));

/** Mounts the toaster once the first toast is asked for (never during SSR or hydration). */
export function Toasts() {
  const requested = useSyncExternalStore(onToasterRequested, toasterRequested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
