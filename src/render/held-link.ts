/**
 * A link the player clicked on server HTML whose widget was not alive yet (docs/hydration.md, issue 32).
 * The click is held back while the widget's code loads and replayed on the live link; when the code
 * cannot load, or takes longer than `LINK_HOLD_MS`, the player is sent where they clicked as a plain
 * link would, never left on (or reloaded into) the page they wanted to leave.
 */

/** The longest a held link waits for its widget's code before it navigates as a plain link. */
export const LINK_HOLD_MS = 1_500;

let held: string | null = null;
let leaving = false;

if (typeof window !== 'undefined') {
  // a page restored from the back-forward cache is the player's again: nothing is held, nothing is leaving
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) forgetHeldLink();
  });
}

/** Nothing held, nothing leaving: a page back from the back-forward cache, or a test's fresh start. */
export function forgetHeldLink(): void {
  held = null;
  leaving = false;
}

/**
 * The address of the link a held-back click lands on, or null when that click is not one a plain
 * link's fallback can stand in for (not a link, a download, another window or frame).
 */
export function sameWindowLink(target: EventTarget | null, within: Element): string | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || !within.contains(link)) return null;
  if (link.hasAttribute('download')) return null;
  if (link.target !== '' && link.target !== '_self') return null;
  return link.href;
}

/**
 * A click the browser should handle itself even on server HTML: with a modifier key (open in a new
 * tab or window), the native behaviour is what the player asked for; replaying it as a plain click
 * on the live widget would navigate this tab instead.
 */
export function opensElsewhere(event: Event): boolean {
  return event instanceof MouseEvent && (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
}

/**
 * The attribute react-router puts on its own in-site links (`Link`, `NavLink`: src/i18n/links.tsx). A
 * click on one is a client navigation; none of the app's widgets stops it in a click handler.
 */
export const ROUTE_LINK = 'data-discover';

/**
 * The in-site path a click on server HTML is headed for when the link is a router link: the router
 * can take the player there without the link's widget (null for anything else).
 */
export function routeLinkPath(target: EventTarget | null, within: Element): string | null {
  const href = sameWindowLink(target, within);
  if (!href || !(target as Element).closest(`a[${ROUTE_LINK}]`)) return null;
  const url = new URL(href);
  return url.origin === location.origin ? url.pathname + url.search + url.hash : null;
}

export function holdLink(href: string): void {
  held = href;
}

/** The widget came alive: its live link takes the replayed click (a client navigation). */
export function releaseLink(href: string): void {
  if (held === href) held = null;
}

export function heldLink(): string | null {
  return held;
}

/** True once the page is on its way to a held link: a late widget must not replay the click (a client navigation would cancel the page load). */
export function leavingForLink(): boolean {
  return leaving;
}

/** Sends the player to the held link as a plain link would; true when a link was held (or the page is already leaving for it). */
export function followHeldLink(assign: (href: string) => void = (href) => window.location.assign(href)): boolean {
  if (leaving) return true;
  if (held === null) return false;
  leaving = true;
  assign(held);
  return true;
}
