import { describe, expect, it } from 'vitest';
import { floorFile, floorUrl, noScriptCopy } from './lighthouse-floor.ts';

describe('noScriptCopy', () => {
  it('leaves out every script and module preload, and nothing else', () => {
    const html =
      '<!doctype html><html><head><link rel="stylesheet" href="/assets/a.css"><link rel="modulepreload" href="/assets/e.js">' +
      '<script nonce="n">window.__d={"a":"</p>"}</script></head><body><main><p>kept</p></main>' +
      '<script type="module" src="/assets/e.js"></script><script type="speculationrules">{}</script></body></html>';
    const copy = noScriptCopy(html);
    expect(copy).not.toMatch(/<script|modulepreload/i);
    expect(copy).toContain('<head><link rel="stylesheet" href="/assets/a.css">');
    expect(copy).toContain('<main><p>kept</p></main>');
  });
});

describe('floorFile', () => {
  it('names a page’s copy by its site and path', () => {
    expect(floorFile('slot2', '/')).toBe('slot2_.html');
    expect(floorFile('casino1', '/vip')).toBe('casino1_vip.html');
  });
});

describe('floorUrl', () => {
  it('serves a copy from its own site’s host, so its stylesheet and images are same-origin as the real page’s', () => {
    expect(floorUrl('casino1', 3390, 'casino1_.html')).toBe('http://casino1.localhost:3390/__floor/casino1_.html');
  });
});
