import { describe, expect, it } from 'vitest';
import { checkForNewBuild, chunkReloadTarget, isChunkLoadError, shouldReloadForChunkError, RELOAD_GUARD_KEY } from './new-version.ts';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe('new-version check', () => {
  it('asks latest.json with a timestamp and sees a different id as new', async () => {
    let asked = '';
    const fetcher = (async (url: string) => {
      asked = url;
      return new Response(JSON.stringify({ id: 'b2', timestamp: 2 }));
    }) as typeof fetch;
    await expect(checkForNewBuild('b1', fetcher, 123)).resolves.toBe(true);
    expect(asked).toBe('/builds/latest.json?123');
    await expect(checkForNewBuild('b2', fetcher)).resolves.toBe(false);
  });
  it('treats a failed or odd answer as no news', async () => {
    await expect(checkForNewBuild('b1', (async () => new Response('nope', { status: 500 })) as typeof fetch)).resolves.toBe(false);
    await expect(checkForNewBuild('b1', (async () => new Response('{}')) as typeof fetch)).resolves.toBe(false);
    await expect(checkForNewBuild('b1', (async () => Promise.reject(new TypeError('offline'))) as typeof fetch)).resolves.toBe(false);
  });
});

describe('chunk-load reload guard (10 s)', () => {
  it('reloads once, not again within 10 s, again after', () => {
    const s = memory();
    expect(shouldReloadForChunkError(s, 1_000)).toBe(true);
    expect(shouldReloadForChunkError(s, 5_000)).toBe(false);
    expect(shouldReloadForChunkError(s, 11_001)).toBe(true);
  });
  it('ignores garbage in the guard key', () => {
    const s = memory();
    s.setItem(RELOAD_GUARD_KEY, 'garbage');
    expect(shouldReloadForChunkError(s, 1_000)).toBe(true);
  });
  it('recognises chunk-load failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});

describe('where a chunk failure reloads to', () => {
  const here = { pathname: '/', search: '', hash: '' };
  it('the route a client navigation was going to, with its query and hash', () => {
    expect(chunkReloadTarget({ pathname: '/cn/vip', search: '?tab=2', hash: '#levels' }, here)).toBe('/cn/vip?tab=2#levels');
  });
  it('the current page when no navigation is under way', () => {
    expect(chunkReloadTarget(undefined, { pathname: '/slots', search: '?q=x', hash: '' })).toBe('/slots?q=x');
  });
});
