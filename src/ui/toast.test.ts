import { describe, expect, it, vi } from 'vitest';
import type { toast } from 'sonner';
import { notify, onToasterRequested, toasterMounted, toasterRequested } from './toast.ts';

describe('notify (toasts that load the toaster on first use)', () => {
  it('asks for the toaster once, keeps early toasts in order, then shows directly', () => {
    const asked = vi.fn();
    const stop = onToasterRequested(asked);
    expect(toasterRequested()).toBe(false);

    notify('success', 'saved', { position: 'bottom-right' });
    notify('error', 'failed');
    expect(toasterRequested()).toBe(true);
    expect(asked).toHaveBeenCalledTimes(1);

    const shown: string[] = [];
    const fake = Object.assign(() => '', {
      success: (m: unknown) => shown.push(`success:${String(m)}`),
      error: (m: unknown) => shown.push(`error:${String(m)}`),
      info: (m: unknown) => shown.push(`info:${String(m)}`),
      warning: (m: unknown) => shown.push(`warning:${String(m)}`),
    }) as unknown as typeof toast;
    toasterMounted(fake);
    expect(shown).toEqual(['success:saved', 'error:failed']);

    notify('warning', 'expired');
    expect(shown.at(-1)).toBe('warning:expired');
    expect(asked).toHaveBeenCalledTimes(1);
    stop();
  });
});
