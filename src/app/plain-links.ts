import { CLIENT_NAVIGATION, NAVIGATING, PLAIN_LINKS } from '../lib/client-navigation.ts';

/**
 * Part of the page's bootstrap script (inline, with the nonce; src/app/entry-server.tsx): until the
 * code a client navigation runs is in memory (the route loaders, the API client, the language's
 * messages, evaluated at rest by src/app/platform/after-idle.ts, which then sets
 * `html[data-client-navigation]`), a plain click on a router link (`a[data-discover]`,
 * src/i18n/links.tsx) is left to the browser: stopped at the document before React or a deferred slot
 * sees it, not prevented, so the browser follows the link. On a throttled phone a client navigation
 * right after hydration waited for that code, round trip after round trip, behind the page's own
 * loading ("Log in" 1.6 s), where the server's page for the same address showed in 0.65–0.8 s
 * (docs/performance.md). A click with a modifier, another button or another target is the browser's
 * anyway. The load is shown under way at once (`html[data-navigating]`, the bar a client navigation shows;
 * not for a jump within the page, and taken off when the page comes back from the back-forward cache). It marks the page (`html[data-plain-links]`) so that a navigation the code starts follows the same
 * rule (src/lib/client-navigation.ts). Costs no bytes of the script files; without it (a test, no bootstrap)
 * links navigate in the page.
 */
export const PLAIN_LINKS_SCRIPT =
  `(function(d){var h=d.documentElement;h.setAttribute('${PLAIN_LINKS}','');d.addEventListener('click',function(e){` +
  `if(h.hasAttribute('${CLIENT_NAVIGATION}')||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;` +
  `var a=e.target&&e.target.closest?e.target.closest('a[data-discover][href]'):null;` +
  `if(!a||(a.target&&a.target!=='_self')||a.hasAttribute('download'))return;` +
  `e.stopImmediatePropagation();var u=a.href.split('#');if(!e.defaultPrevented&&!(u.length>1&&u[0]===location.href.split('#')[0]))h.setAttribute('${NAVIGATING}','')},true);` +
  `addEventListener('pageshow',function(e){if(e.persisted)h.removeAttribute('${NAVIGATING}')})})(document);`;

/**
 * The navigation's code is in memory: router links navigate in the page from now on. The page's
 * speculation rules (src/app/speculation-rules.ts) go: a document they prerender or prefetch is for a
 * link the browser follows, and one started now would be a server render no navigation uses.
 */
export function allowClientNavigation(): void {
  document.documentElement.setAttribute(CLIENT_NAVIGATION, '');
  for (const rules of document.querySelectorAll('script[type="speculationrules"]')) rules.remove();
}
