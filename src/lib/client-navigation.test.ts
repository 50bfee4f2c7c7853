// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CLIENT_NAVIGATION, documentLoadsFirst, loadDocument, NAVIGATING, PLAIN_LINKS } from './client-navigation.ts';

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

describe('loadDocument', () => {
  it('shows the load under way before it starts', () => {
    loadDocument('#there');
    expect(document.documentElement.hasAttribute(NAVIGATING)).toBe(true);
    expect(window.location.hash).toBe('#there');
  });
});
