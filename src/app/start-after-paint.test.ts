// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  hydrationFiles,
  preloadAfterPaint,
  sharedAffixes,
  slotCode,
  slotFiles,
  START_FALLBACK_MS,
  startAfterPaint,
  wakeableSlots,
  withHydrationPreload,
} from './start-after-paint.ts';

const modules = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((s) => s.getAttribute('src'));

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the bootstrap script', () => {
  it('adds the entry modules after the first frame, once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    new Function(startAfterPaint(['/assets/entry-client-x.js']))();
    expect(modules()).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(modules(), 'the frame is painted first').toEqual([]);
    vi.advanceTimersByTime(1);
    expect(modules()).toEqual(['/assets/entry-client-x.js']);
    vi.advanceTimersByTime(START_FALLBACK_MS);
    expect(modules()).toEqual(['/assets/entry-client-x.js']);
  });

  it('starts anyway when no frame comes (a background tab)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    new Function(startAfterPaint(['/a.js', '/b.js']))();
    vi.advanceTimersByTime(START_FALLBACK_MS - 1);
    expect(modules()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(modules()).toEqual(['/a.js', '/b.js']);
  });

  it('waits for a prerendered page to be shown', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    Object.defineProperty(document, 'prerendering', { configurable: true, value: true });
    try {
      new Function(startAfterPaint(['/assets/entry-client-x.js']))();
      vi.advanceTimersByTime(START_FALLBACK_MS * 4);
      expect(modules(), 'nothing of the app runs in a page never shown').toEqual([]);
      Object.defineProperty(document, 'prerendering', { configurable: true, value: false });
      document.dispatchEvent(new Event('prerenderingchange'));
      expect(modules()).toEqual(['/assets/entry-client-x.js']);
      document.dispatchEvent(new Event('prerenderingchange'));
      expect(modules(), 'once').toEqual(['/assets/entry-client-x.js']);
    } finally {
      Reflect.deleteProperty(document, 'prerendering');
    }
  });

  it('cannot be broken out of by a module path', () => {
    expect(startAfterPaint(['/x</script><script>alert(1)//'])).not.toContain('</script>');
  });
});

describe('the hydration preload', () => {
  const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

  /** A browser with paint timing: the observer the script makes, and a way to report a paint to it. */
  function paintTiming() {
    const observers: { report: (name: string) => void; disconnected: boolean }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      private readonly seen: { report: (name: string) => void; disconnected: boolean };
      constructor(callback: (list: { getEntriesByName(name: string): unknown[] }, observer: FakeObserver) => void) {
        this.seen = {
          disconnected: false,
          report: (name) => {
            if (!this.seen.disconnected) callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }, this);
          },
        };
        observers.push(this.seen);
      }
      observe(): void {}
      disconnect(): void {
        this.seen.disconnected = true;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    return { paint: (name: string) => observers.forEach((o) => o.report(name)), observers };
  }

  it('asks for the files once the first contentful paint is reported, not at an earlier frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const timing = paintTiming();
    new Function(preloadAfterPaint(['/assets/entry.js', '/assets/vendor.js']))();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(100);
    expect(preloads(), 'a frame without content').toEqual([]);
    timing.paint('first-paint');
    vi.advanceTimersByTime(100);
    expect(preloads(), 'a first paint that is not contentful').toEqual([]);
    timing.paint('first-contentful-paint');
    expect(preloads(), 'in a task of its own').toEqual([]);
    vi.advanceTimersByTime(1);
    expect(preloads()).toEqual(['/assets/entry.js', '/assets/vendor.js']);
    expect(timing.observers.every((o) => o.disconnected)).toBe(true);
  });

  it('without paint timing, asks for the files after the first frame, not before', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    new Function(preloadAfterPaint(['/assets/entry.js', '/assets/vendor.js']))();
    expect(preloads()).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(preloads(), 'the frame is painted first').toEqual([]);
    vi.advanceTimersByTime(1);
    expect(preloads()).toEqual(['/assets/entry.js', '/assets/vendor.js']);
  });

  it('asks for nothing in a tab that paints no frame (the bootstrap starts the scripts there)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    new Function(preloadAfterPaint(['/assets/entry.js']))();
    vi.advanceTimersByTime(5_000);
    expect(preloads(), 'without paint timing').toEqual([]);
    paintTiming();
    new Function(preloadAfterPaint(['/assets/entry.js']))();
    vi.advanceTimersByTime(5_000);
    expect(preloads(), 'with paint timing').toEqual([]);
  });

  const modules = {
    entry: ['/e.js', '/v.js'],
    widgets: { Header: ['/h.js', '/shared.js'], Footer: ['/f.js', '/shared.js'], Grid: ['/g.js'] },
    loads: { Grid: ['/grid-load.js', '/shared.js'] },
    replay: ['/replay.js'],
  };

  it('names the entry and the code of the widgets the page hydrates with, each once', () => {
    expect(hydrationFiles(modules, ['Header', 'Footer', 'Unknown'])).toEqual(['/e.js', '/v.js', '/h.js', '/shared.js', '/f.js']);
  });

  it('names what a deferred slot coming alive runs: its widgets, their loaders, the replay', () => {
    expect(slotFiles(modules, ['Grid', 'Footer'])).toEqual(['/g.js', '/grid-load.js', '/shared.js', '/f.js', '/replay.js']);
    expect(
      slotCode(
        new Map([
          ['page/0', ['/g.js', '/r.js']],
          ['page/1', ['/r.js']],
        ]),
      ),
    ).toEqual({ files: ['/g.js', '/r.js'], slots: { 'page/0': [0, 1], 'page/1': [1] } });
  });

  it('finds the slots a player can wake in the rendered page, not the never ones', () => {
    const html = [
      '<div class="hydrate-slot" data-hydrate="interaction" data-slot="layout/0" data-v="1">',
      '<div class="hydrate-slot" data-hydrate="never" data-slot="layout/3" data-v="2">',
      '<div class="hydrate-slot" data-hydrate="visible" data-slot="page/7/1" data-v="3">',
      '<div class="hydrate-slot" data-hydrate="idle" data-slot="page/1" data-v="4">',
    ].join('');
    expect(wakeableSlots(html)).toEqual(['layout/0', 'page/7/1', 'page/1']);
  });

  it('asks at a touch for the code of the slot under it and of the slots around it, not of live ones, each file once, after the frame that shows the press', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    document.body.innerHTML = [
      '<div class="hydrate-slot" data-slot="layout/0"><div class="hydrate-slot" data-slot="layout/0/0"><button id="lang">EN</button></div></div>',
      '<div class="hydrate-slot" data-slot="page/0" data-live=""><button id="live">x</button></div>',
    ].join('');
    new Function(
      preloadAfterPaint([], {
        files: ['/header.js', '/lang.js', '/replay.js', '/grid.js'],
        slots: { 'layout/0': [0, 2], 'layout/0/0': [1, 2], 'page/0': [3] },
      }),
    )();
    const touch = (id: string, type: string) => {
      document.getElementById(id)?.dispatchEvent(new Event(type, { bubbles: true }));
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(1);
    };
    touch('live', 'pointerdown');
    expect(preloads()).toEqual([]);
    // a finger's pointerover, pointerdown and touchstart come in one task: the links added there (a compile
    // each, from the cache the idle prefetch filled) held back the frame that shows the chip pressed
    document.getElementById('lang')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloads(), "in the input's task").toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(preloads(), 'before the frame is painted').toEqual([]);
    vi.advanceTimersByTime(1);
    expect(preloads()).toEqual(['/lang.js', '/replay.js', '/header.js']);
    touch('lang', 'focusin');
    expect(preloads()).toHaveLength(3);
    document.body.innerHTML = '';
  });

  it('writes the folder and extension the files share once, and links each file by its whole path', () => {
    const files = ['/assets/entry-a1.js', '/assets/vendor-b2.js', '/assets/grid-c3.js'];
    const script = preloadAfterPaint(files.slice(0, 2), { files: files.slice(2), slots: { 'page/0': [0] } });
    expect(script.match(/\/assets\//g), 'the folder once').toHaveLength(1);
    expect(script).toContain('["entry-a1","vendor-b2"]');
    expect(sharedAffixes(['/assets/a.js', '/assets/sub/b.js']).head).toBe('/assets/');
    expect(sharedAffixes(['/assets/a.js', '/other/b.js']).head).toBe('/');
    expect(sharedAffixes(['/assets/a.js', '/assets/b.mjs']).tail).toBe('');
    const { inner } = sharedAffixes(['/assets/a.js', '/assets/sub/b.js']);
    expect(inner('/assets/sub/b.js')).toBe('sub/b');
  });

  it('goes at the end of the head under the nonce, and cannot be broken out of', () => {
    const html = withHydrationPreload('<html><head><title>x</title></head><body></body></html>', ['/a</script>.js'], 'N0NCE');
    expect(html).toMatch(/^<html><head><title>x<\/title><script nonce="N0NCE">\(function\(f,m,k,h,t,d\)[^<]*<\/script><\/head><body>/);
    expect(withHydrationPreload('<p>no head</p>', ['/a.js'], 'N')).toBe('<p>no head</p>');
  });
});
