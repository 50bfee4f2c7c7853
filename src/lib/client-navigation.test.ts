// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CLIENT_NAVIGATION, documentLoadsFirst, PLAIN_LINKS } from './client-navigation.ts';

describe('documentLoadsFirst', () => {
  it('is a document load while the bootstrap leaves links to the browser, a navigation in the page after', () => {
    const root = document.createElement('html');
    expect(documentLoadsFirst(root), 'no bootstrap').toBe(false);
    root.setAttribute(PLAIN_LINKS, '');
    expect(documentLoadsFirst(root)).toBe(true);
    root.setAttribute(CLIENT_NAVIGATION, '');
    expect(documentLoadsFirst(root)).toBe(false);
  });
});
