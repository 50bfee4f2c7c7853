import type { DataRouter } from 'react-router';
import { requiredElements } from './compliance-required.ts';
import { COMPLIANCE_ELEMENT_ATTRIBUTE, COMPLIANCE_ELEMENTS, type ComplianceElement } from '../../../schemas/compliance-seen.ts';
import type { FieldBeacon } from './field-beacon.ts';

/** The share of an element (or of the viewport, for one taller than half of it) that makes it visible. */
export const VISIBLE_SHARE = 0.5;

/**
 * Rendered: in the document, neither it nor an ancestor `display: none`, not `visibility: hidden`, and
 * not zero-size. `checkVisibility` (Chromium 105+, Firefox 106+, Safari 17.4+) sees `display: none`
 * and `content-visibility` of ancestors; older browsers fall back to the element's own style.
 */
export function isRendered(el: Element): boolean {
  if (!el.isConnected) return false;
  const box = el.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  if (typeof el.checkVisibility === 'function') return el.checkVisibility({ visibilityProperty: true });
  const style = getComputedStyle(el);
  return style.display !== 'none' && style.visibility !== 'hidden';
}

/** Whether an intersection shows the element: half of it in view, or half the viewport covered by it. */
export function showsEnough(entry: Pick<IntersectionObserverEntry, 'intersectionRatio' | 'intersectionRect' | 'rootBounds' | 'isIntersecting'>): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= VISIBLE_SHARE) return true;
  const root = entry.rootBounds;
  const area = (r: { width: number; height: number }) => r.width * r.height;
  return root !== null && area(root) > 0 && area(entry.intersectionRect) >= VISIBLE_SHARE * area(root);
}

export interface WatchOptions {
  /** the route pattern the page is on (`/`, `/slots`), never its address */
  page: () => string;
  /** the elements the page owes every view (./compliance-required.ts): one never in the DOM is reported as not rendered */
  required: (page: string) => readonly ComplianceElement[];
  /** calls `leave` as a client navigation starts (the old page still shown) and `arrive` once its page is rendered */
  navigations: (listeners: { leave(): void; arrive(): void }) => void;
  /** the page view's one beacon (./field-beacon.ts): the elements go with its vitals */
  beacon: Pick<FieldBeacon, 'elements' | 'onHide' | 'send'>;
  root?: Document;
  Observer?: typeof IntersectionObserver;
  rendered?: (el: Element) => boolean;
}

const SELECTOR = `[${COMPLIANCE_ELEMENT_ATTRIBUTE}]`;

const kindOf = (el: Element): ComplianceElement | undefined => {
  const value = el.getAttribute(COMPLIANCE_ELEMENT_ATTRIBUTE);
  return (COMPLIANCE_ELEMENTS as readonly string[]).includes(value ?? '') ? (value as ComplianceElement) : undefined;
};

/**
 * Watches, for one page view at a time, the compliance elements the widgets mark
 * (`data-compliance-element`, docs/compliance.md "Seen in the field"): whether each was rendered and
 * whether it was visible at any moment, and reports them once, in the field beacon, when the page is
 * hidden or a client navigation ends the view. Reported: every element the page owes (one never in the DOM as not
 * rendered) and every other marked element that was in the DOM (a template that shows a licence
 * statement its regulator does not ask for relies on it all the same); so a reality check, owed only
 * once due, counts on the page views where its dialog appeared.
 * Started after idle with the vitals reporter (./start-field-beacon.ts), for the same sampled page views.
 */
export function watchComplianceSeen(options: WatchOptions): { report(): void } {
  const root = options.root ?? document;
  const rendered = options.rendered ?? isRendered;
  const Observer = options.Observer ?? IntersectionObserver;

  let page = options.page();
  let seen = new Map<ComplianceElement, { rendered: boolean; visible: boolean }>();
  let reported = false;
  let observed = new WeakSet<Element>();

  const flagsOf = (kind: ComplianceElement) => {
    let flags = seen.get(kind);
    if (!flags) {
      flags = { rendered: false, visible: false };
      seen.set(kind, flags);
    }
    return flags;
  };
  const intersections = new Observer(
    (entries) => {
      for (const entry of entries) {
        const kind = kindOf(entry.target);
        if (!kind || !entry.isIntersecting) continue;
        // an intersection is geometry only: an element under `visibility: hidden` intersects too
        if (!rendered(entry.target)) continue;
        const flags = flagsOf(kind);
        flags.rendered = true;
        if (showsEnough(entry)) flags.visible = true;
      }
    },
    { threshold: [0, 0.25, 0.5, 0.75, 1] },
  );
  const scan = () => {
    for (const el of root.querySelectorAll(SELECTOR)) {
      const kind = kindOf(el);
      if (!kind) continue;
      // in the DOM: reported from now on, rendered or not
      const flags = flagsOf(kind);
      if (rendered(el)) flags.rendered = true;
      if (observed.has(el)) continue;
      observed.add(el);
      intersections.observe(el);
    }
  };
  const report = () => {
    if (reported) return;
    reported = true;
    // what was rendered earlier but is gone or hidden now still counts; this is the last look
    scan();
    const owed = options.required(page);
    const elements = COMPLIANCE_ELEMENTS.flatMap((element) => {
      const flags = seen.get(element);
      if (!flags && !owed.includes(element)) return [];
      return [{ element, rendered: flags?.rendered ?? false, visible: flags?.visible ?? false }];
    });
    options.beacon.elements(page, elements);
  };

  scan();
  // elements a widget renders later (a deferred slot, the reality check's dialog)
  let pending = false;
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    setTimeout(() => {
      pending = false;
      scan();
    }, 100);
  }).observe(root.body, { childList: true, subtree: true });
  options.beacon.onHide(report);
  options.navigations({
    leave() {
      report();
      options.beacon.send();
    },
    arrive() {
      page = options.page();
      seen = new Map();
      reported = false;
      // the elements the new page kept (the layout's footer) are looked at afresh
      intersections.disconnect();
      observed = new WeakSet();
      scan();
    },
  });
  return { report };
}

/**
 * Starts the watch for a page of the player app: the elements the site's jurisdiction owes (the
 * template's regulator, read from the config the page already holds), the router's navigations as the
 * ends and starts of page views.
 */
export function startComplianceSeen(options: {
  regulator: string | undefined;
  page: () => string;
  router: Pick<DataRouter, 'subscribe' | 'state'>;
  beacon: WatchOptions['beacon'];
}): void {
  const { router } = options;
  watchComplianceSeen({
    page: options.page,
    beacon: options.beacon,
    required: (page) => requiredElements(options.regulator, page, Date.now()),
    navigations({ leave, arrive }) {
      let shown = router.state.location.pathname;
      let leaving = false;
      router.subscribe((state) => {
        const next = state.navigation.location?.pathname;
        if (state.navigation.state !== 'idle' && next !== undefined && next !== shown && !leaving) {
          leaving = true;
          leave();
        }
        if (state.navigation.state === 'idle' && state.location.pathname !== shown) {
          shown = state.location.pathname;
          leaving = false;
          // the router's state changes before React commits the page: look once it is painted
          requestAnimationFrame(() => setTimeout(arrive, 0));
        } else if (state.navigation.state === 'idle' && leaving) {
          // a navigation that went nowhere (cancelled, redirected back): the same page view goes on
          leaving = false;
        }
      });
    },
  });
}
