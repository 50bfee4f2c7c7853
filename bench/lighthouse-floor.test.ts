import { describe, expect, it } from 'vitest';
import { floorFile, noScriptCopy } from './lighthouse-floor.ts';

describe('noScriptCopy', () => {
  it('leaves out every script and module preload and resolves the rest against the page’s origin', () => {
    const html =
      '<!doctype html><html><head><link rel="stylesheet" href="/assets/a.css"><link rel="modulepreload" href="/assets/e.js">' +
      '<script nonce="n">window.__d={"a":"</p>"}</script></head><body><main><p>kept</p></main>' +
      '<script type="module" src="/assets/e.js"></script><script type="speculationrules">{}</script></body></html>';
    const copy = noScriptCopy(html, 'http://casino1.localhost:3359');
    expect(copy).not.toMatch(/<script|modulepreload/i);
    expect(copy).toContain('<head><base href="http://casino1.localhost:3359/"><link rel="stylesheet" href="/assets/a.css">');
    expect(copy).toContain('<main><p>kept</p></main>');
  });
});

describe('floorFile', () => {
  it('names a page’s copy by its site and path', () => {
    expect(floorFile('slot2', '/')).toBe('slot2_.html');
    expect(floorFile('casino1', '/vip')).toBe('casino1_vip.html');
  });
});
