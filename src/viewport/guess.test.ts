import { describe, expect, it } from 'vitest';
import { DEFAULT_BREAKPOINTS } from '../config/defaults.ts';
import { guessBreakpoint, PHONE_WIDTH, readCookie } from './guess.ts';
import { breakpointForWidth } from './breakpoints.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';

describe('server breakpoint guess', () => {
  it('prefers the viewport cookie when it names a known breakpoint', () => {
    expect(guessBreakpoint('a=1; viewport=tablet', IPHONE, DEFAULT_BREAKPOINTS)).toBe('tablet');
  });
  it('ignores a cookie naming an unknown breakpoint', () => {
    expect(guessBreakpoint('viewport=watch', IPHONE, DEFAULT_BREAKPOINTS)).toBe('mobileMedium');
  });
  it('guesses a phone at a common phone’s width, not the smallest breakpoint (the client’s correction would force the page’s hydration)', () => {
    expect(guessBreakpoint(null, IPHONE, DEFAULT_BREAKPOINTS)).toBe(breakpointForWidth(DEFAULT_BREAKPOINTS, PHONE_WIDTH));
    // the phone Lighthouse emulates (412 px) and recent iPhones (390–393 px) share it
    expect(guessBreakpoint(null, IPHONE, DEFAULT_BREAKPOINTS)).toBe('mobileMedium');
    expect(breakpointForWidth(DEFAULT_BREAKPOINTS, 390)).toBe('mobileMedium');
  });
  it('falls back to the User-Agent, then desktop', () => {
    expect(guessBreakpoint(null, IPAD, DEFAULT_BREAKPOINTS)).toBe('tablet');
    expect(guessBreakpoint(null, null, DEFAULT_BREAKPOINTS)).toBe('desktop');
  });
  it('maps to the nearest breakpoint of a template without the default names', () => {
    const custom = [
      { name: 'small', width: 0 },
      { name: 'wide', width: 900 },
    ];
    expect(guessBreakpoint(null, IPHONE, custom)).toBe('small');
    expect(guessBreakpoint(null, null, custom)).toBe('wide');
  });
  it('reads cookies with spaces and encoded values', () => {
    expect(readCookie(' x=1 ;  viewport = mobileWide ', 'viewport')).toBe('mobileWide');
    expect(readCookie('x=1', 'viewport')).toBeUndefined();
  });
});

describe('breakpointForWidth (min-width mode)', () => {
  it.each([
    [300, 'mobile'],
    [375, 'mobileMedium'],
    [767, 'mobileWide'],
    [768, 'tablet'],
    [1280, 'desktopMedium'],
    [3000, 'desktopWide'],
  ])('%i px → %s', (w, name) => expect(breakpointForWidth(DEFAULT_BREAKPOINTS, w)).toBe(name));
});

describe('the breakpoint from client hints (Sec-CH-Viewport-Width, Sec-CH-UA-Mobile)', () => {
  const DESKTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
  it('takes the hinted width over a desktop user agent (iPad "desktop website")', () => {
    expect(guessBreakpoint(null, DESKTOP, DEFAULT_BREAKPOINTS, { viewportWidth: '390' })).toBe(breakpointForWidth(DEFAULT_BREAKPOINTS, 390));
    expect(guessBreakpoint(null, DESKTOP, DEFAULT_BREAKPOINTS, { viewportWidth: '820' })).toBe(breakpointForWidth(DEFAULT_BREAKPOINTS, 820));
  });
  it('lets the viewport cookie win, ignores an implausible width, and reads a phone from ?1', () => {
    expect(guessBreakpoint('viewport=desktop', DESKTOP, DEFAULT_BREAKPOINTS, { viewportWidth: '390' })).toBe('desktop');
    expect(guessBreakpoint(null, DESKTOP, DEFAULT_BREAKPOINTS, { viewportWidth: '99999' })).toBe('desktop');
    expect(guessBreakpoint(null, DESKTOP, DEFAULT_BREAKPOINTS, { viewportWidth: '-5' })).toBe('desktop');
    expect(guessBreakpoint(null, DESKTOP, DEFAULT_BREAKPOINTS, { mobile: '?1' })).toBe('mobileMedium');
    expect(guessBreakpoint(null, IPHONE, DEFAULT_BREAKPOINTS, { mobile: '?0' }), 'a ?0 never overrides a phone').toBe('mobileMedium');
  });
  it('gives crawlers the desktop page whatever they hint', () => {
    expect(guessBreakpoint(null, 'Googlebot/2.1 (+http://www.google.com/bot.html)', DEFAULT_BREAKPOINTS, { viewportWidth: '390', mobile: '?1' })).toBe(
      'desktop',
    );
  });
});
