/**
 * What config-lint's targeting rules read (docs/targeting.md): a node's `when` as a record, and the
 * time zone and experiments of the templates that render a tree.
 */
import { isRecord } from '../../schemas/is-record.ts';
import type { Project, TreeRef } from './project.ts';

export type Json = Record<string, unknown>;

/** A node's `when`, when it is an object. */
export const whenOf = (node: Json): Json | undefined => (isRecord(node['when']) ? node['when'] : undefined);

/** The strings of a list field (`languages`, `markets`…), or none when it is not a list. */
export const listOf = (when: Json, field: string): string[] | undefined =>
  Array.isArray(when[field]) ? when[field].filter((v): v is string => typeof v === 'string') : undefined;

/** A concrete template's merged `targeting` block. */
export function targetingOf(project: Project, key: string): { timeZone?: string; experiments?: Record<string, Record<string, unknown>> } {
  const targeting = project.templates.get(key)?.merged?.['targeting'];
  if (!isRecord(targeting)) return {};
  const experiments = isRecord(targeting['experiments'])
    ? Object.fromEntries(Object.entries(targeting['experiments']).flatMap(([id, v]) => (isRecord(v) ? [[id, v]] : [])))
    : undefined;
  return {
    ...(typeof targeting['timeZone'] === 'string' ? { timeZone: targeting['timeZone'] } : {}),
    ...(experiments ? { experiments } : {}),
  };
}

/** The time zones a tree's windows are read in: those of the templates rendering it (UTC when one names none, or none renders it). */
export function zonesOf(project: Project, tree: TreeRef): string[] {
  const zones = new Set(tree.templates.map((key) => targetingOf(project, key).timeZone ?? 'UTC'));
  return zones.size ? [...zones] : ['UTC'];
}
