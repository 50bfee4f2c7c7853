/**
 * When the page navigates in place. The page's bootstrap (src/app/plain-links.ts) marks `html[data-plain-links]`
 * and leaves router links to the browser until the navigation's code is in memory; the idle work then sets
 * `html[data-client-navigation]` (src/app/platform/after-idle.ts). A navigation the code starts itself (the
 * login a guest's heart leads to) follows the same rule: on a throttled phone a client navigation before that
 * code is here waited for it round trip after round trip (1.6 s) where the server's page showed in 0.8 s
 * (docs/performance.md).
 */
export const PLAIN_LINKS = 'data-plain-links';
export const CLIENT_NAVIGATION = 'data-client-navigation';
/** A navigation under way, in the page or a document load: the bar along the top (src/app/styles.css). */
export const NAVIGATING = 'data-navigating';

/** Whether a navigation now should be a document load. Without the bootstrap (a unit test, a page without it) never. */
export function documentLoadsFirst(root: HTMLElement = document.documentElement): boolean {
  return root.hasAttribute(PLAIN_LINKS) && !root.hasAttribute(CLIENT_NAVIGATION);
}

/** A document load the code starts, shown under way at once as a client navigation is (the bar at the top). */
export function loadDocument(href: string): void {
  document.documentElement.setAttribute(NAVIGATING, '');
  window.location.assign(href);
}
