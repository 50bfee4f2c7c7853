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
 * What a Chromium browser says of its window once the site asked (Accept-CH, src/server/player/cache-control.ts):
 * `Sec-CH-Viewport-Width` (CSS pixels) and `Sec-CH-UA-Mobile` (`?1` on a phone).
 */
export interface ViewportHints {
  viewportWidth?: string | null;
  mobile?: string | null;
}

/** The hinted width when it is a plausible one (1–9999 CSS px), else undefined. */
export function hintedWidth(hints: ViewportHints | undefined): number | undefined {
  const raw = hints?.viewportWidth?.trim();
  if (!raw || !/^\d{1,4}$/.test(raw)) return undefined;
  const width = Number(raw);
  return width > 0 ? width : undefined;
}

/** The hints of a request's headers. */
export function viewportHints(headers: { get(name: string): string | null }): ViewportHints {
  return { viewportWidth: headers.get('sec-ch-viewport-width'), mobile: headers.get('sec-ch-ua-mobile') };
}

/**
 * A phone's width when nothing says it (a first visit sends no viewport hint unless asked, and phones are
 * not asked: the retry would cost a round trip): 412 CSS px, the phone Lighthouse emulates and a common
 * Android width, in the same breakpoint as recent iPhones' 390–393 in every template. The smallest
 * breakpoint was a wrong guess on most phones, and the client's correction (src/app/live-breakpoint.tsx)
 * is an update that reaches every widget before React has hydrated them: it forced the whole page's
 * hydration into one blocking task (docs/performance.md, Lighthouse).
 */
export const PHONE_WIDTH = 412;

/**
 * The server's breakpoint guess (nuxt-viewport): the `viewport` cookie the client wrote, else the
 * window's width the browser hinted (a desktop user agent at a phone's width, as iPad's "desktop
 * website" in Chromium-based browsers), else a phone's `Sec-CH-UA-Mobile: ?1`, else the User-Agent's
 * device type (a phone at `PHONE_WIDTH`), else desktop. Crawlers get desktop.
 */
export function guessBreakpoint(
  cookieHeader: string | null | undefined,
  userAgent: string | null | undefined,
  breakpoints: readonly Breakpoint[],
  hints?: ViewportHints,
): string {
  const fromCookie = readCookie(cookieHeader, VIEWPORT_COOKIE);
  if (fromCookie && breakpoints.some((b) => b.name === fromCookie)) return fromCookie;
  const width = hintedWidth(hints);
  if (width !== undefined && !(userAgent && isbot(userAgent))) return breakpointForWidth(breakpoints, width);
  const device = hints?.mobile?.trim() === '?1' && !(userAgent && isbot(userAgent)) ? 'mobile' : deviceClass(userAgent);
  if (device === 'mobile') return breakpointForWidth(breakpoints, PHONE_WIDTH);
  if (device === 'tablet') return pick(breakpoints, 'tablet', 768);
  return pick(breakpoints, FALLBACK_BREAKPOINT, 1024);
}
