import { randomBytes } from 'node:crypto';
import type { RenderedPage, RenderedSite } from '../../app/entry-server.tsx';
import { createNonceTemplate, type NonceTemplate } from './nonce-template.ts';
import { pageStatus } from './page-status.ts';

/**
 * A rendered page ready to be answered any number of times: its HTTP status and its HTML cut at the
 * nonce slots; `site` (a ready site's languages, breakpoints and the inputs the page used) teaches the
 * responder how to key the next requests to that site (src/server/player/page-inputs.ts).
 */
export type PreparedPage =
  | { kind: 'response'; status: number; headers: [string, string][] }
  | { kind: 'page'; status: number; page: NonceTemplate; site?: RenderedSite }
  | { kind: 'error' };

/** A fresh secret the page is rendered with in place of a nonce; it never leaves the server. */
export const nonceSlot = (): string => randomBytes(16).toString('hex');

/** What the app rendered, as the responder keeps it: the HTTP status decided, the HTML cut and compressed once. */
export function preparePage(rendered: RenderedPage, slot: string): PreparedPage {
  if (rendered.kind !== 'page') return rendered;
  const status = pageStatus(rendered.routerStatus, rendered.renderFailed, rendered.fullyLoaded);
  return { kind: 'page', status, page: createNonceTemplate(rendered.html, slot), ...(rendered.site ? { site: rendered.site } : {}) };
}
