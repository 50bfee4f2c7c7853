/**
 * The whole config in the studio (issue 49): routes, brand copy, jurisdiction and targeting are
 * template fields, so each studio change is a `setTemplate` on the template's own file at the pointer
 * an operator would write by hand (docs/contract.md), judged by the draft's lint like any other edit.
 * Types and pure functions only: the browser bundle imports them.
 */
import { formatPointer } from '../project/json-pointer.ts';
import type { Edit } from './contract.ts';

type SetTemplate = Extract<Edit, { op: 'setTemplate' }>;

function set(template: string, segments: readonly string[], value?: unknown): SetTemplate {
  const pointer = formatPointer(segments);
  return value === undefined ? { op: 'setTemplate', template, pointer } : { op: 'setTemplate', template, pointer, value };
}

export type RouteGuardName = 'none' | 'auth' | 'guest';

/** `routes["/path"] = { page, guard }`: a route only this template's sites have. */
export function addRouteEdit(template: string, path: string, page: string, guard: RouteGuardName): SetTemplate {
  return set(template, ['routes', path], { page, guard });
}

/** `routes["/path"] = { hidden: true }`: a shared route taken away from this template's sites. */
export function hideRouteEdit(template: string, path: string): SetTemplate {
  return set(template, ['routes', path], { hidden: true });
}

/** Removes what this template writes for the path (its own route, or the hiding of a shared one). */
export function clearRouteEdit(template: string, path: string): SetTemplate {
  return set(template, ['routes', path]);
}

/** `messages[key][LANG] = text`; an empty text removes that language's text. */
export function brandCopyEdit(template: string, key: string, language: string, text: string): SetTemplate {
  return set(template, ['messages', key, language], text === '' ? undefined : text);
}

/** `targeting.timeZone`; empty removes it (the site then reads windows in UTC, docs/targeting.md). */
export function timeZoneEdit(template: string, zone: string): SetTemplate {
  return set(template, ['targeting', 'timeZone'], zone === '' ? undefined : zone);
}

/** `targeting.experiments[id]` = its variants' weights; undefined removes the experiment. */
export function experimentEdit(template: string, id: string, weights?: Record<string, number>): SetTemplate {
  return set(template, ['targeting', 'experiments', id], weights);
}

/** `jurisdiction.<field…>`; undefined removes it. */
export function jurisdictionEdit(template: string, segments: readonly string[], value?: unknown): SetTemplate {
  return set(template, ['jurisdiction', ...segments], value);
}

/** Whether an experiment's weights sum as config-lint requires (100). */
export function weightsSum(weights: Record<string, number>): number {
  return Object.values(weights).reduce((sum, w) => sum + w, 0);
}

export interface CopyRow {
  key: string;
  texts: Record<string, string>;
  /** languages the template's sites offer with no text for this key (their players read English) */
  missing: string[];
}

/**
 * The brand copy side by side: one row per key, with the languages the sites offer and those the
 * key lacks. `offered` are upper-case codes (the fleet's `languages`), English first.
 */
export function copyRows(messages: unknown, offered: readonly string[]): CopyRow[] {
  if (typeof messages !== 'object' || messages === null || Array.isArray(messages)) return [];
  return Object.entries(messages as Record<string, unknown>).map(([key, value]) => {
    const texts: Record<string, string> = {};
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [code, text] of Object.entries(value)) if (typeof text === 'string') texts[code] = text;
    }
    return { key, texts, missing: offered.filter((code) => texts[code] === undefined) };
  });
}

/** The languages a template's sites offer (union of the fleet's records), English first; English alone when none is recorded. */
export function offeredLanguages(sites: readonly { domain: string; languages?: string[] }[], domains: readonly string[]): string[] {
  const codes = new Set<string>(['EN']);
  for (const site of sites) if (domains.includes(site.domain)) for (const code of site.languages ?? []) codes.add(code.toUpperCase());
  return [...codes];
}
