// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { START_FALLBACK_MS, startAfterPaint } from './start-after-paint.ts';

const modules = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((s) => s.getAttribute('src'));

afterEach(() => {
  document.head.innerHTML = '';
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
