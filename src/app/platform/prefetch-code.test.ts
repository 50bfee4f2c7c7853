// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { askedFor, constrainedNetwork, filesToPrefetch } from './prefetch-code.ts';

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
