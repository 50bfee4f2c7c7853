import { useEffect } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { toasterMounted } from './toast.ts';

/** The toaster itself, in its own chunk: the effect runs after sonner's own subscription. */
export default function Toaster() {
  useEffect(() => toasterMounted(toast), []);
  return <SonnerToaster theme="dark" richColors closeButton />;
}
