import Bowser from 'bowser';
import { isbot } from 'isbot';
import { FALLBACK_BREAKPOINT } from '../config/defaults.ts';
import type { Breakpoint } from '../render/types.ts';

import { VIEWPORT_COOKIE, breakpointForWidth } from './breakpoints.ts';
import { readCookie } from './cookies.ts';

export { readCookie };

/** The named breakpoint, else the nearest one of the same family by width. */
function pick(breakpoints: readonly Breakpoint[], name: string, width: number): string {
  return breakpoints.some((b) => b.name === name) ? name : breakpointForWidth(breakpoints, width);
}

/** What the User-Agent says the device is; crawlers and unknown agents count as desktop. */
export function deviceClass(userAgent: string | null | undefined): 'mobile' | 'tablet' | 'desktop' {
  if (!userAgent || isbot(userAgent)) return 'desktop';
  const platform = Bowser.getParser(userAgent).getPlatformType(true);
  return platform === 'mobile' || platform === 'tablet' ? platform : 'desktop';
}

/**
 * The server's breakpoint guess (nuxt-viewport): the `viewport` cookie the client wrote, else the
 * User-Agent's device type, else desktop. Crawlers get desktop.
 */
export function guessBreakpoint(cookieHeader: string | null | undefined, userAgent: string | null | undefined, breakpoints: readonly Breakpoint[]): string {
  const fromCookie = readCookie(cookieHeader, VIEWPORT_COOKIE);
  if (fromCookie && breakpoints.some((b) => b.name === fromCookie)) return fromCookie;
  const device = deviceClass(userAgent);
  if (device === 'mobile') return pick(breakpoints, 'mobile', 320);
  if (device === 'tablet') return pick(breakpoints, 'tablet', 768);
  return pick(breakpoints, FALLBACK_BREAKPOINT, 1024);
}
