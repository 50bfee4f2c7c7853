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
  /** the studio's "as" a market (ISO 3166), instant (ms) and experiment variants (docs/targeting.md) */
  market?: string;
  at?: number;
  variants?: Record<string, string>;
  /** the site's first-visit dialogs (the announcement) show: the studio asks for them, else they stay shut */
  dialogs?: boolean;
}

const BREAKPOINT = /^[a-z][a-z0-9-]{0,31}$/;
const TOKEN_CHARS = /^[A-Za-z0-9_.-]+$/;

export const isBreakpointName = (value: string): boolean => BREAKPOINT.test(value);

const MARKET = /^[A-Z]{2}$/;
const VARIANT = /^[a-z0-9][a-z0-9-]{0,39}:[a-z0-9][a-z0-9-]{0,39}$/;

/** `id:variant` pairs joined by `,`: what the entry's `variant` parameters and the cookie carry. */
export function parseVariants(pairs: readonly string[]): Record<string, string> | undefined {
  if (pairs.length === 0 || pairs.length > 20 || !pairs.every((p) => VARIANT.test(p))) return undefined;
  return Object.fromEntries(pairs.map((p) => p.split(':') as [string, string]));
}

/** The audience a view overrides, as the renderer takes it (src/app/audience.ts). */
export function viewAudience(view: PreviewView): { market?: string; at?: number; variants?: Record<string, string> } | undefined {
  if (view.market === undefined && view.at === undefined && view.variants === undefined) return undefined;
  return {
    ...(view.market ? { market: view.market } : {}),
    ...(view.at !== undefined ? { at: view.at } : {}),
    ...(view.variants ? { variants: view.variants } : {}),
  };
}

export function previewCookieValue(view: PreviewView): string {
  const variants = view.variants
    ? Object.entries(view.variants)
        .map(([id, v]) => `${id}:${v}`)
        .join(',')
    : '';
  const fields = ['1', view.token, view.breakpoint ?? '', view.as, view.market ?? '', String(view.at ?? ''), variants, view.dialogs ? '1' : ''];
  // a view "as" no market, time or variant writes the cookie it wrote before those existed
  while (fields.length > 4 && fields.at(-1) === '') fields.pop();
  return fields.join('~');
}

/** The view a cookie value names, or undefined for anything this module did not write. */
export function parsePreviewCookie(value: string | undefined): PreviewView | undefined {
  if (!value || value.length > MAX_TOKEN_LENGTH + 64) return undefined;
  const [version, token = '', breakpoint = '', as = '', market = '', at = '', pairs = '', dialogs = '', ...rest] = value.split('~');
  if (version !== '1' || rest.length > 0 || !TOKEN_CHARS.test(token)) return undefined;
  if (breakpoint !== '' && !BREAKPOINT.test(breakpoint)) return undefined;
  if (as !== 'guest' && as !== 'player') return undefined;
  if (market !== '' && !MARKET.test(market)) return undefined;
  if (at !== '' && !/^\d{1,15}$/.test(at)) return undefined;
  const variants = pairs === '' ? undefined : parseVariants(pairs.split(','));
  if (pairs !== '' && !variants) return undefined;
  if (dialogs !== '' && dialogs !== '1') return undefined;
  return {
    token,
    as,
    ...(breakpoint ? { breakpoint } : {}),
    ...(market ? { market } : {}),
    ...(at ? { at: Number(at) } : {}),
    ...(variants ? { variants } : {}),
    ...(dialogs ? { dialogs: true } : {}),
  };
}

/** Set-Cookie for a view that lasts until `expiresAt` (ms). */
export function setPreviewCookie(view: PreviewView, expiresAt: number, now: number = Date.now()): string {
  const maxAge = Math.max(0, Math.floor((expiresAt - now) / 1000));
  return `${PREVIEW_COOKIE}=${previewCookieValue(view)}; Max-Age=${maxAge}; Path=/; HttpOnly; Secure; SameSite=None; Partitioned`;
}

/** Set-Cookie that forgets the preview (an expired or forged cookie). */
export const clearPreviewCookie = `${PREVIEW_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=None; Partitioned`;
