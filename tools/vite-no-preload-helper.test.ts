import { afterEach, describe, expect, it } from 'vitest';
import { PRELOAD_STUB } from './vite-no-preload-helper.ts';

type Preload = (load: () => Promise<unknown>) => Promise<unknown>;

/** The stub as the browser runs it: an ES module, with `window` the page's event target. */
async function stub(): Promise<Preload> {
  const module = (await import(`data:text/javascript,${encodeURIComponent(PRELOAD_STUB)}`)) as { __vitePreload: Preload };
  return module.__vitePreload;
}

const page = globalThis as { window?: EventTarget };
afterEach(() => delete page.window);

describe('the preload stub', () => {
  it('imports the chunk and answers its module', async () => {
    page.window = new EventTarget();
    const chunk = { default: 'component' };
    await expect((await stub())(() => Promise.resolve(chunk))).resolves.toBe(chunk);
  });

  it('tells the page a chunk failed (vite:preloadError with the error) and rejects with it', async () => {
    page.window = new EventTarget();
    const seen: unknown[] = [];
    page.window.addEventListener('vite:preloadError', (event) => seen.push((event as Event & { payload?: unknown }).payload));
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect((await stub())(() => Promise.reject(failure))).rejects.toBe(failure);
    expect(seen).toEqual([failure]);
  });

  it('does not reject once a listener took the failure over (the new-version reload)', async () => {
    page.window = new EventTarget();
    page.window.addEventListener('vite:preloadError', (event) => event.preventDefault());
    await expect((await stub())(() => Promise.reject(new Error('gone')))).resolves.toBeUndefined();
  });
});
