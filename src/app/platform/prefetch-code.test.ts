// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { constrainedNetwork, filesToPrefetch } from './prefetch-code.ts';

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
