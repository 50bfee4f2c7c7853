import { describe, expect, it, vi } from 'vitest';
import { createPageCache } from './page-cache.ts';

describe('page micro-cache', () => {
  it('shares one render between concurrent and later identical requests within the TTL', async () => {
    let clock = 0;
    const cache = createPageCache<string>(2_000, 10, () => clock);
    const render = vi.fn(async () => ({ value: 'page', keep: true }));
    const [a, b] = await Promise.all([cache('k', render), cache('k', render)]);
    expect([a, b]).toEqual(['page', 'page']);
    clock = 1_999;
    await cache('k', render);
    expect(render).toHaveBeenCalledTimes(1);
    clock = 2_000;
    await cache('k', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing the render marks not to keep, nor failures, nor anything with a zero TTL', async () => {
    const cache = createPageCache<string>(2_000);
    const degraded = vi.fn(async () => ({ value: 'degraded', keep: false }));
    await cache('k', degraded);
    await cache('k', degraded);
    expect(degraded).toHaveBeenCalledTimes(2);

    const failing = vi.fn(async (): Promise<{ value: string; keep: boolean }> => {
      throw new Error('boom');
    });
    await expect(cache('f', failing)).rejects.toThrow('boom');
    await expect(cache('f', failing)).rejects.toThrow('boom');
    expect(failing).toHaveBeenCalledTimes(2);

    const off = createPageCache<string>(0);
    const render = vi.fn(async () => ({ value: 'page', keep: true }));
    await off('k', render);
    await off('k', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('holds at most maxEntries pages, dropping the oldest', async () => {
    const cache = createPageCache<string>(60_000, 2);
    const render = vi.fn(async () => ({ value: 'p', keep: true }));
    for (const k of ['a', 'b', 'c']) await cache(k, render);
    await cache('c', render);
    expect(render).toHaveBeenCalledTimes(3);
    await cache('a', render);
    expect(render).toHaveBeenCalledTimes(4);
  });
});
