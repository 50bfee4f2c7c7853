import { describe, expect, it, vi } from 'vitest';
import { createPageCache } from './page-cache.ts';

type Result = { value: string; keep: boolean };

/** A render the test finishes by hand, to see what requests get while it runs. */
function deferred() {
  let finish!: (r: Result) => void;
  let fail!: (e: Error) => void;
  const promise = new Promise<Result>((ok, ko) => {
    finish = ok;
    fail = ko;
  });
  return { promise, finish, fail };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('page cache', () => {
  it('says how each lookup was answered: miss, shared, hit, stale', async () => {
    let clock = 0;
    const cache = createPageCache<string>({ freshMs: 1_000, staleMs: 10_000, now: () => clock });
    const seen: string[] = [];
    const note = (result: string) => seen.push(result);
    const first = deferred();
    const a = cache('k', () => first.promise, note);
    const b = cache('k', () => first.promise, note);
    first.finish({ value: 'v1', keep: true });
    await Promise.all([a, b]);
    await cache('k', async () => ({ value: 'x', keep: true }), note);
    clock = 1_500;
    await cache('k', async () => ({ value: 'v2', keep: true }), note);
    expect(seen).toEqual(['miss', 'shared', 'hit', 'stale']);
  });

  it('shares one render between concurrent and later identical requests within the freshness', async () => {
    let clock = 0;
    const cache = createPageCache<string>({ freshMs: 2_000, now: () => clock });
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

  it('serves a stale page at once while one background render per key replaces it', async () => {
    let clock = 0;
    const cache = createPageCache<string>({ freshMs: 1_000, staleMs: 10_000, now: () => clock });
    await cache('k', async () => ({ value: 'v1', keep: true }));
    clock = 1_500;
    const next = deferred();
    const render = vi.fn(() => next.promise);
    expect(await cache('k', render)).toBe('v1');
    expect(await cache('k', render)).toBe('v1');
    expect(render).toHaveBeenCalledTimes(1);
    next.finish({ value: 'v2', keep: true });
    await flush();
    expect(await cache('k', render)).toBe('v2');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('keeps serving the stale page while background renders fail, then renders inline once the stale window closes', async () => {
    let clock = 0;
    const errors: unknown[] = [];
    const cache = createPageCache<string>({ freshMs: 1_000, staleMs: 5_000, now: () => clock, onBackgroundError: (_k, e) => errors.push(e) });
    await cache('k', async () => ({ value: 'good', keep: true }));
    clock = 2_000;
    const failing = vi.fn(async (): Promise<Result> => {
      throw new Error('backend down');
    });
    expect(await cache('k', failing)).toBe('good');
    await flush();
    expect(errors).toHaveLength(1);
    // a degraded replacement is not kept either: the good stale page stays
    expect(await cache('k', async () => ({ value: 'degraded', keep: false }))).toBe('good');
    await flush();
    clock = 5_999;
    expect(await cache('k', failing)).toBe('good');
    await flush();
    clock = 6_000;
    await expect(cache('k', failing)).rejects.toThrow('backend down');
    expect(await cache('k', async () => ({ value: 'degraded', keep: false }))).toBe('degraded');
  });

  it('past the stale window, concurrent requests share one inline render', async () => {
    let clock = 0;
    const cache = createPageCache<string>({ freshMs: 1_000, staleMs: 1_000, now: () => clock });
    await cache('k', async () => ({ value: 'old', keep: true }));
    clock = 10_000;
    const next = deferred();
    const render = vi.fn(() => next.promise);
    const waiting = Promise.all([cache('k', render), cache('k', render)]);
    next.finish({ value: 'new', keep: true });
    expect(await waiting).toEqual(['new', 'new']);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing the render marks not to keep, nor failures, nor anything with a zero freshness', async () => {
    const cache = createPageCache<string>({ freshMs: 2_000, staleMs: 60_000 });
    const degraded = vi.fn(async () => ({ value: 'degraded', keep: false }));
    await cache('k', degraded);
    await cache('k', degraded);
    expect(degraded).toHaveBeenCalledTimes(2);

    const failing = vi.fn(async (): Promise<Result> => {
      throw new Error('boom');
    });
    await expect(cache('f', failing)).rejects.toThrow('boom');
    await expect(cache('f', failing)).rejects.toThrow('boom');
    expect(failing).toHaveBeenCalledTimes(2);

    const off = createPageCache<string>({ freshMs: 0, staleMs: 60_000 });
    const render = vi.fn(async () => ({ value: 'page', keep: true }));
    await off('k', render);
    await off('k', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('remembers at most maxEntries keys, dropping the least recently used', async () => {
    const cache = createPageCache<string>({ freshMs: 60_000, maxEntries: 2 });
    const render = vi.fn(async () => ({ value: 'p', keep: true }));
    for (const k of ['a', 'b']) await cache(k, render);
    await cache('a', render); // a is now the most recent: b goes when c arrives
    await cache('c', render);
    expect(render).toHaveBeenCalledTimes(3);
    await cache('a', render);
    expect(render).toHaveBeenCalledTimes(3);
    await cache('b', render);
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('random keys cannot grow it past its cap', async () => {
    const cache = createPageCache<string>({ freshMs: 60_000, maxEntries: 50 });
    const render = vi.fn(async () => ({ value: 'p', keep: true }));
    for (let i = 0; i < 1_000; i++) await cache(`k${i}`, render);
    // the 50 most recent are still kept, the one before them is not
    await cache('k999', render);
    await cache('k950', render);
    expect(render).toHaveBeenCalledTimes(1_000);
    await cache('k949', render);
    expect(render).toHaveBeenCalledTimes(1_001);
  });

  it('never serves a page, fresh or stale, at or past its window edge', async () => {
    let clock = 0;
    const cache = createPageCache<string>({ freshMs: 10_000, staleMs: 60_000, now: () => clock });
    const seen: string[] = [];
    const note = (result: string) => seen.push(result);
    expect(await cache('k', async () => ({ value: 'before', keep: true, until: 3_000 }), note)).toBe('before');
    clock = 2_999;
    expect(await cache('k', async () => ({ value: 'x', keep: true }), note)).toBe('before');
    clock = 3_000;
    expect(await cache('k', async () => ({ value: 'after', keep: true }), note)).toBe('after');
    clock = 70_000;
    expect(await cache('k', async () => ({ value: 'later', keep: true }), note)).toBe('after');
    expect(seen).toEqual(['miss', 'hit', 'miss', 'stale']);
  });
});
