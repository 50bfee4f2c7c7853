// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showsEnough, watchComplianceSeen } from './compliance-seen.ts';
import { createFieldBeacon } from './field-beacon.ts';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** An IntersectionObserver stand-in the test drives: `intersect` reports an element's intersection. */
class FakeObserver {
  static last: FakeObserver | undefined;
  targets = new Set<Element>();
  constructor(readonly callback: Callback) {
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.targets.add(el);
  }
  disconnect() {
    this.targets.clear();
  }
  intersect(el: Element, ratio: number) {
    this.callback([
      {
        target: el,
        isIntersecting: ratio > 0,
        intersectionRatio: ratio,
        intersectionRect: { width: 100, height: 20 * ratio } as DOMRectReadOnly,
        rootBounds: { width: 400, height: 800 } as DOMRectReadOnly,
      },
    ]);
  }
}

const FOOTER = `<footer>
  <p data-compliance-element="licence-statement">Licensed</p>
  <span data-compliance-element="age-badge">18+</span>
  <a data-compliance-element="rg-link" href="/responsible-gaming">Responsible gaming</a>
</footer>`;

let sent: { page: string; elements: { element: string; rendered: boolean; visible: boolean }[] }[];
let hidden: Set<Element>;
let page: string;
let nav: { leave(): void; arrive(): void };

function watch(required: string[] = ['licence-statement', 'rg-link', 'age-badge']) {
  return watchComplianceSeen({
    page: () => page,
    required: () => required as never,
    navigations: (listeners) => {
      nav = listeners;
    },
    beacon: createFieldBeacon({
      page: () => page,
      send: (url, body) => {
        expect(url).toBe('/__vitals');
        sent.push(JSON.parse(body) as (typeof sent)[number]);
        return true;
      },
    }),
    Observer: FakeObserver as unknown as typeof IntersectionObserver,
    rendered: (el) => el.isConnected && !hidden.has(el),
  });
}

const $ = (kind: string) => document.querySelector(`[data-compliance-element="${kind}"]`)!;
const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  sent = [];
  hidden = new Set();
  page = '/';
  document.body.innerHTML = `<main>Lobby</main>${FOOTER}`;
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});
afterEach(() => vi.restoreAllMocks());

describe('watchComplianceSeen', () => {
  it('reports each element rendered, and visible once half of it was in view at some moment, once as the page is hidden', () => {
    watch();
    FakeObserver.last!.intersect($('licence-statement'), 0.6);
    FakeObserver.last!.intersect($('licence-statement'), 0);
    FakeObserver.last!.intersect($('rg-link'), 0.3);
    hide();
    hide();
    expect(sent).toEqual([
      {
        page: '/',
        elements: [
          { element: 'licence-statement', rendered: true, visible: true },
          { element: 'rg-link', rendered: true, visible: false },
          { element: 'age-badge', rendered: true, visible: false },
        ],
      },
    ]);
  });

  it('reports a hidden element as not rendered, never visible, even where it intersects; an owed element missing as not rendered', () => {
    hidden.add($('licence-statement'));
    watch(['licence-statement', 'rg-link', 'age-badge', 'rg-message']);
    FakeObserver.last!.intersect($('licence-statement'), 1);
    hide();
    expect(sent[0]?.elements).toContainEqual({ element: 'licence-statement', rendered: false, visible: false });
    expect(sent[0]?.elements).toContainEqual({ element: 'rg-message', rendered: false, visible: false });
  });

  it('reports an element the page was not owed only where it was in the DOM, and nothing on a page without any', () => {
    watch([]);
    hide();
    expect(sent[0]?.elements.map((e) => e.element)).toEqual(['licence-statement', 'rg-link', 'age-badge']);
    document.body.innerHTML = '<main>No footer</main>';
    sent = [];
    watch([]);
    hide();
    expect(sent).toEqual([]);
  });

  it('ends a page view at a client navigation and starts the next one afresh, for the new route pattern', () => {
    watch();
    FakeObserver.last!.intersect($('licence-statement'), 1);
    nav.leave();
    expect(sent.map((s) => s.page)).toEqual(['/']);
    page = '/slots';
    nav.arrive();
    expect(FakeObserver.last!.targets.size, 'the footer kept by the layout is observed again').toBe(3);
    hide();
    expect(sent[1]).toEqual({
      page: '/slots',
      elements: ['licence-statement', 'rg-link', 'age-badge'].map((element) => ({ element, rendered: true, visible: false })),
    });
  });
});

describe('showsEnough', () => {
  const rect = (width: number, height: number) => ({ width, height }) as DOMRectReadOnly;
  it('is half of the element in view, or half the viewport covered by a tall one', () => {
    expect(showsEnough({ isIntersecting: true, intersectionRatio: 0.5, intersectionRect: rect(10, 10), rootBounds: rect(400, 800) })).toBe(true);
    expect(showsEnough({ isIntersecting: true, intersectionRatio: 0.3, intersectionRect: rect(400, 400), rootBounds: rect(400, 800) })).toBe(true);
    expect(showsEnough({ isIntersecting: true, intersectionRatio: 0.3, intersectionRect: rect(400, 100), rootBounds: rect(400, 800) })).toBe(false);
    expect(showsEnough({ isIntersecting: false, intersectionRatio: 0, intersectionRect: rect(0, 0), rootBounds: rect(400, 800) })).toBe(false);
  });
});
