import type { BreakpointInfo, PreviewLink, TemplateSummary } from '../../engine/studio/contract.ts';
import { PREVIEW_MESSAGES, type PreviewPageMessage } from '../../schemas/preview-messages.ts';

/** The width a breakpoint is shown at: its min width, and a phone's for a breakpoint that starts at 0. */
export const frameWidth = (breakpoint: BreakpointInfo): number => Math.max(breakpoint.min, 375);

/** The site a template is previewed on: a fleet site that uses it, else the demo backend's `<template>.localhost`. */
export const previewSite = (template: TemplateSummary): string => template.sites[0] ?? `${template.key}.localhost`;

/**
 * The preview's entry address (src/server/preview/responder.ts): the token, the page, and how to
 * show it; the server turns `bp` into the breakpoint its first render guesses (an iframe cannot set
 * a phone's user agent), `lang` into the site's address for that language, `as` into a guest or the
 * preview player; `market`, `at` (an ISO instant) and `variants` show the page "as" that market, time
 * and experiment variants (docs/targeting.md), which only a signed preview may choose; `dialogs`, the
 * site's first-visit dialogs open as for a new visitor (else they stay shut); `version`, the
 * draft version the frame is for (the server waits for an edit in flight to save it).
 */
export function previewUrl(
  link: PreviewLink,
  path: string,
  view: {
    breakpoint: string;
    language: string;
    as: 'guest' | 'player';
    market?: string;
    at?: string;
    variants?: Record<string, string>;
    version?: number;
    dialogs?: boolean;
  },
): string {
  const [pathname = '/', query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('bp', view.breakpoint);
  params.set('lang', view.language);
  params.set('as', view.as);
  if (view.market) params.set('market', view.market);
  if (view.at) params.set('at', view.at);
  for (const [id, variant] of Object.entries(view.variants ?? {})) params.append('variant', `${id}:${variant}`);
  if (view.version !== undefined) params.set('v', String(view.version));
  if (view.dialogs) params.set('dialogs', '1');
  const page = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return `${link.origin}/__preview/${encodeURIComponent(link.token)}${page}?${params.toString()}`;
}

/** Whether a message is one the preview script sends (schemas/preview-messages.ts). */
export function previewEvent(data: unknown): PreviewPageMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const m = data as Record<string, unknown>;
  if (m['type'] === PREVIEW_MESSAGES.select && typeof m['key'] === 'string') return { type: PREVIEW_MESSAGES.select, key: m['key'] };
  if (m['type'] === PREVIEW_MESSAGES.ready && typeof m['path'] === 'string' && typeof m['version'] === 'number')
    return { type: PREVIEW_MESSAGES.ready, path: m['path'], version: m['version'] };
  if (m['type'] === PREVIEW_MESSAGES.outdated && typeof m['version'] === 'number') return { type: PREVIEW_MESSAGES.outdated, version: m['version'] };
  return undefined;
}
