/**
 * The preview cookie: an entry address (`/__preview/<token>/<path>`) sets it, and every later request
 * of that browser to the site (a client navigation's trees, a reload, a link that loads a document)
 * carries it, so the preview keeps rendering the draft with the site's own addresses. It holds the
 * token (checked on every request, so it ends with the token) and how the studio asked to see the
 * page. SameSite=None and Partitioned: the studio frames the site from another site, where only a
 * partitioned cookie (CHIPS) is kept by browsers that block third-party cookies; Secure, which that
 * needs, is honoured on https and on localhost.
 */
import { MAX_TOKEN_LENGTH } from './token.ts';

export const PREVIEW_COOKIE = '__studio_preview';

export type PreviewAs = 'guest' | 'player';

export interface PreviewView {
  token: string;
  /** the breakpoint the studio shows (the server's first guess, as a `viewport` cookie would say) */
  breakpoint?: string;
  as: PreviewAs;
}

const BREAKPOINT = /^[a-z][a-z0-9-]{0,31}$/;
const TOKEN_CHARS = /^[A-Za-z0-9_.-]+$/;

export const isBreakpointName = (value: string): boolean => BREAKPOINT.test(value);

export function previewCookieValue(view: PreviewView): string {
  return ['1', view.token, view.breakpoint ?? '', view.as].join('~');
}

/** The view a cookie value names, or undefined for anything this module did not write. */
export function parsePreviewCookie(value: string | undefined): PreviewView | undefined {
  if (!value || value.length > MAX_TOKEN_LENGTH + 64) return undefined;
  const [version, token = '', breakpoint = '', as = '', ...rest] = value.split('~');
  if (version !== '1' || rest.length > 0 || !TOKEN_CHARS.test(token)) return undefined;
  if (breakpoint !== '' && !BREAKPOINT.test(breakpoint)) return undefined;
  if (as !== 'guest' && as !== 'player') return undefined;
  return { token, as, ...(breakpoint ? { breakpoint } : {}) };
}

/** Set-Cookie for a view that lasts until `expiresAt` (ms). */
export function setPreviewCookie(view: PreviewView, expiresAt: number, now: number = Date.now()): string {
  const maxAge = Math.max(0, Math.floor((expiresAt - now) / 1000));
  return `${PREVIEW_COOKIE}=${previewCookieValue(view)}; Max-Age=${maxAge}; Path=/; HttpOnly; Secure; SameSite=None; Partitioned`;
}

/** Set-Cookie that forgets the preview (an expired or forged cookie). */
export const clearPreviewCookie = `${PREVIEW_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=None; Partitioned`;
