import { describe, expect, it } from 'vitest';
import { DEFAULT_BREAKPOINTS } from '../config/defaults.ts';
import { guessBreakpoint, readCookie } from './guess.ts';
import { breakpointForWidth } from './breakpoints.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';

describe('server breakpoint guess', () => {
  it('prefers the viewport cookie when it names a known breakpoint', () => {
    expect(guessBreakpoint('a=1; viewport=tablet', IPHONE, DEFAULT_BREAKPOINTS)).toBe('tablet');
  });
  it('ignores a cookie naming an unknown breakpoint', () => {
    expect(guessBreakpoint('viewport=watch', IPHONE, DEFAULT_BREAKPOINTS)).toBe('mobile');
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
