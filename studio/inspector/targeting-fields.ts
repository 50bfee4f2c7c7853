/**
 * The targeting half of a node's `when` (docs/targeting.md) as the inspector's form edits it: lists
 * as comma-separated codes, the window as the site's local date-times, the experiment as id and variant.
 */
import type { When } from '../../engine/studio/contract.ts';

export type ListField = 'languages' | 'breakpoints' | 'markets' | 'currencies';
export const LIST_FIELDS: { field: ListField; label: string; upper: boolean }[] = [
  { field: 'languages', label: 'Languages', upper: true },
  { field: 'breakpoints', label: 'Breakpoints', upper: false },
  { field: 'markets', label: 'Markets (country codes)', upper: true },
  { field: 'currencies', label: 'Currencies', upper: true },
];

/** `when` with one list set from its text ("EN, cn" → ["EN", "CN"]); an empty text removes it. */
export function withList(when: When, field: ListField, text: string, upper: boolean): When {
  const values = [
    ...new Set(
      text
        .split(/[\s,]+/)
        .map((v) => (upper ? v.toUpperCase() : v))
        .filter(Boolean),
    ),
  ];
  const { [field]: _old, ...rest } = when;
  return values.length ? { ...rest, [field]: values } : rest;
}

/** `when` with a window edge from a `datetime-local` value (the site's wall clock, no offset); empty removes it. */
export function withEdge(when: When, edge: 'from' | 'until', local: string): When {
  const { [edge]: _old, ...rest } = when;
  return local ? { ...rest, [edge]: local.length === 16 ? local : local.slice(0, 19) } : rest;
}

/** A window edge as a `datetime-local` input shows it: an edge written with an offset is shown as written, without it. */
export const edgeInput = (value: string | undefined): string => (value ?? '').replace(/(Z|[+-]\d{2}:\d{2})$/, '').slice(0, 19);

/** `when` with the experiment set from id and variant; both empty removes it. */
export function withExperiment(when: When, id: string, variant: string): When {
  const { experiment: _old, ...rest } = when;
  return id.trim() || variant.trim() ? { ...rest, experiment: { id: id.trim(), variant: variant.trim() } } : rest;
}

/** `when` with one end of its VIP range set (a level name of the ladder); empty removes that end, and the range with both gone. */
export function withVip(when: When, end: 'min' | 'max', level: string): When {
  const { vip: old, ...rest } = when;
  const { [end]: _end, ...other } = old ?? {};
  const vip = level ? { ...other, [end]: level } : other;
  return Object.keys(vip).length ? { ...rest, vip } : rest;
}

/** null for a `when` that says nothing. */
export const orNull = (when: When): When | null => (Object.keys(when).length ? when : null);
