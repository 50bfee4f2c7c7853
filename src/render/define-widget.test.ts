import { describe, expect, it, vi } from 'vitest';
import { lazyLoad } from './define-widget.ts';
import { createApi } from '../api/client.ts';
import type { LoadContext } from './types.ts';

const ctx: LoadContext = { api: createApi(() => Promise.reject(new Error('no network in this test'))), domain: 'casino1.localhost', externalId: 'ext-casino1' };

describe('lazyLoad', () => {
  it('fetches the loader on its first call only, and hands every call its props and context', async () => {
    const load = vi.fn((props: { limit: number }, c: LoadContext) => Promise.resolve(`${c.domain}:${props.limit}`));
    const importLoad = vi.fn(() => Promise.resolve(load));
    const lazy = lazyLoad(importLoad);
    expect(importLoad).not.toHaveBeenCalled();
    await expect(lazy({ limit: 3 }, ctx)).resolves.toBe('casino1.localhost:3');
    await expect(lazy({ limit: 5 }, ctx)).resolves.toBe('casino1.localhost:5');
    expect(importLoad).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failed fetch of the loader fails that call (the widget shows its error) and is tried again next time', async () => {
    const load = () => Promise.resolve('ok');
    const importLoad = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(load);
    const lazy = lazyLoad<Record<string, never>, string>(importLoad);
    await expect(lazy({}, ctx)).rejects.toThrow('chunk failed');
    await expect(lazy({}, ctx)).resolves.toBe('ok');
    expect(importLoad).toHaveBeenCalledTimes(2);
  });
});
