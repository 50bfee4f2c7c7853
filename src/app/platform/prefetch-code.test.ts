// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { askedFor, constrainedNetwork, filesToPrefetch, PRELOAD_BATCH, preloadModules } from './prefetch-code.ts';

describe('constrainedNetwork', () => {
  it('is true on Save-Data and on 2G, false otherwise or without the API', () => {
    expect(constrainedNetwork({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(constrainedNetwork({ effectiveType: '2g' })).toBe(true);
    expect(constrainedNetwork({ effectiveType: 'slow-2g' })).toBe(true);
    expect(constrainedNetwork({ effectiveType: '3g' })).toBe(false);
    expect(constrainedNetwork({ saveData: false, effectiveType: '4g' })).toBe(false);
    expect(constrainedNetwork(undefined)).toBe(false);
  });
});

describe('filesToPrefetch', () => {
  const chunks = {
    Header: ['/assets/h.js', '/assets/shared.js'],
    LoginPanel: ['/assets/l.js', '/assets/shared.js', '/assets/l.css'],
    '@api': ['/assets/api.js'],
  };
  it('lists each file of the named code once, without the ones already loaded', () => {
    expect(filesToPrefetch(['Header', 'LoginPanel', '@api'], chunks, new Set(['/assets/api.js']))).toEqual([
      '/assets/h.js',
      '/assets/shared.js',
      '/assets/l.js',
      '/assets/l.css',
    ]);
  });
  it('skips names the map does not know', () => {
    expect(filesToPrefetch(['Nope'], chunks, new Set())).toEqual([]);
  });
});

describe('askedFor', () => {
  it("names the page's script files and those it has modulepreload links for, not its other links", () => {
    document.head.innerHTML = [
      '<script type="module" src="/assets/entry.js"></script>',
      '<script>inline()</script>',
      '<link rel="modulepreload" href="/assets/grid.js">',
      '<link rel="prefetch" href="/assets/later.js">',
      '<link rel="stylesheet" href="/assets/app.css">',
    ].join('');
    expect(askedFor(document)).toEqual(['/assets/entry.js', '/assets/grid.js']);
    document.head.innerHTML = '';
  });
});

describe('preloadModules', () => {
  it('adds its modulepreload links PRELOAD_BATCH a task, each file once', async () => {
    const files = Array.from({ length: PRELOAD_BATCH * 2 + 3 }, (_, i) => `/assets/m${i}.js`);
    vi.stubGlobal('__BUILD_ID__', 'test');
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ Lobby: [...files, '/assets/lobby.css'], Other: files.slice(0, 2) }))));
    const links = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;
    const seen: number[] = [];
    const observer = new MutationObserver(() => seen.push(links()));
    observer.observe(document.head, { childList: true });
    const done = preloadModules(['Lobby']);
    await preloadModules(['Other']);
    await done;
    observer.disconnect();
    expect(links()).toBe(files.length);
    // one mutation record a task: the counts at each task's end
    expect(seen).toEqual([PRELOAD_BATCH, PRELOAD_BATCH * 2, files.length]);
    vi.unstubAllGlobals();
  });
});
