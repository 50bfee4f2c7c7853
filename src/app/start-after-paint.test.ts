// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrationFiles, preloadAfterPaint, START_FALLBACK_MS, startAfterPaint, withHydrationPreload } from './start-after-paint.ts';

const modules = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((s) => s.getAttribute('src'));

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
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

  it('cannot be broken out of by a module path', () => {
    expect(startAfterPaint(['/x</script><script>alert(1)//'])).not.toContain('</script>');
  });
});

describe('the hydration preload', () => {
  const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

  it('asks for the files with modulepreload after the first frame, not before', () => {
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
    expect(preloads()).toEqual([]);
  });

  it('names the entry and the code of the widgets the page hydrates with, each once', () => {
    const modules = { entry: ['/e.js', '/v.js'], widgets: { Header: ['/h.js', '/shared.js'], Footer: ['/f.js', '/shared.js'], Grid: ['/g.js'] } };
    expect(hydrationFiles(modules, ['Header', 'Footer', 'Unknown'])).toEqual(['/e.js', '/v.js', '/h.js', '/shared.js', '/f.js']);
  });

  it('goes at the end of the head under the nonce, and cannot be broken out of', () => {
    const html = withHydrationPreload('<html><head><title>x</title></head><body></body></html>', ['/a</script>.js'], 'N0NCE');
    expect(html).toMatch(/^<html><head><title>x<\/title><script nonce="N0NCE">\(function\(f,d\)[^<]*<\/script><\/head><body>/);
    expect(withHydrationPreload('<p>no head</p>', ['/a.js'], 'N')).toBe('<p>no head</p>');
  });
});
