import { isbot } from 'isbot';
import { VIEWPORT_COOKIE } from '../../viewport/breakpoints.ts';
import { deviceClass, hintedWidth, readCookie, viewportHints } from '../../viewport/guess.ts';

/**
 * The client hints a page asks for (issue 32): with the window's width the server guesses the
 * breakpoint of a browser that sends a desktop user agent at a phone's or tablet's width (iPad's
 * "desktop website" in a Chromium-based browser) instead of rendering the desktop page the client
 * then re-renders (≈ 15 kB gz more JavaScript on a home). Browsers without client hints (Safari,
 * Firefox) keep the User-Agent guess until the viewport cookie is written.
 *
 * `Critical-CH` makes Chromium retry the request at once with the width when it did not send it: asked
 * only of a desktop user agent on a first visit (no viewport cookie, no hint), so phones, tablets and
 * returning players never pay the retry's round trip. Crawlers are never asked.
 */
export const ACCEPT_CH = 'Sec-CH-Viewport-Width, Sec-CH-UA-Mobile';
export const CRITICAL_CH = 'Sec-CH-Viewport-Width';

export function clientHintHeaders(request: Request): Record<string, string> {
  const userAgent = request.headers.get('user-agent');
  const firstDesktopVisit =
    userAgent !== null &&
    !isbot(userAgent) &&
    deviceClass(userAgent) === 'desktop' &&
    readCookie(request.headers.get('cookie'), VIEWPORT_COOKIE) === undefined &&
    hintedWidth(viewportHints(request.headers)) === undefined;
  return firstDesktopVisit ? { 'accept-ch': ACCEPT_CH, 'critical-ch': CRITICAL_CH } : { 'accept-ch': ACCEPT_CH };
}
