import type { TemplateSummary } from '../../../engine/studio/contract.ts';

/** At most this many brands' before/after frames load at once: a family base can reach a dozen brands. */
export const MAX_OPEN_PAIRS = 3;

/** The brands open after opening `key`: the earliest opened lets go when more than `max` would be. */
export function openPair(open: readonly string[], key: string, max = MAX_OPEN_PAIRS): string[] {
  return [...open.filter((k) => k !== key), key].slice(-max);
}

/**
 * The address a brand's before/after shows: the first page the change reaches there (`where` as
 * blast-radius.ts words it, `page home`), else the home page.
 */
export function pathFor(template: TemplateSummary, where: readonly string[]): string {
  for (const w of where) {
    const page = /^page (.+)$/.exec(w)?.[1];
    const route = page === undefined ? undefined : template.routes.find((r) => r.page === page);
    if (route) return route.path;
  }
  return '/';
}
