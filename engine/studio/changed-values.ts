/**
 * Which values of a config set an edit changed (issue 49, no lost edits), as `path#/json/pointer`
 * names: what a draft version records, and what a rebase compares. Judged structurally, never by
 * text: re-indenting a file changes no value.
 */
import { isRecord } from '../../schemas/is-record.ts';
import { formatPointer, getAt } from '../project/json-pointer.ts';
import type { FileMap } from './contract.ts';

/** A value's name: the file, `#`, and its JSON pointer (empty: the whole file). */
export const valueName = (path: string, pointer: string) => `${path}#${pointer}`;

export function splitName(name: string): { file: string; pointer: string } {
  const at = name.indexOf('#');
  return { file: name.slice(0, at), pointer: name.slice(at + 1) };
}

const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/** What identifies a layout node: two elements that differ in it are different nodes, not one node edited. */
const identityOf = (value: unknown) => (isRecord(value) ? JSON.stringify([value['widget'], value['id']]) : undefined);

function diff(before: unknown, after: unknown, path: (string | number)[], out: string[]): void {
  if (same(before, after)) return;
  if (Array.isArray(before) && Array.isArray(after)) {
    const differing = before.flatMap((item, i) => (same(item, after[i]) ? [] : [i]));
    const only = differing[0];
    // an element added, removed or moved shifts the others: the array itself changed, so every
    // value under it conflicts (a node key names a node by its position)
    if (before.length !== after.length || differing.length !== 1 || only === undefined || identityOf(before[only]) !== identityOf(after[only])) {
      out.push(formatPointer(path));
      return;
    }
    diff(before[only], after[only], [...path, only], out);
    return;
  }
  // an object added or removed is its values added or removed: two edits adding different values
  // under one new object (the first patch of a node) both land
  const a = before === undefined && isRecord(after) ? {} : before;
  const b = after === undefined && isRecord(before) ? {} : after;
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    if (keys.size === 0) out.push(formatPointer(path));
    for (const key of keys) diff(a[key], b[key], [...path, key], out);
    return;
  }
  out.push(formatPointer(path));
}

function parsed(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Every value `after` changed from `before`, by name, in file order. */
export function changedValues(before: FileMap, after: FileMap): string[] {
  const out: string[] = [];
  for (const path of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) {
    const a = before[path];
    const b = after[path];
    if (a === b) continue;
    const pa = a === undefined ? undefined : parsed(a);
    const pb = b === undefined ? undefined : parsed(b);
    if (!pa?.ok || !pb?.ok) {
      out.push(valueName(path, ''));
      continue;
    }
    const pointers: string[] = [];
    diff(pa.value, pb.value, [], pointers);
    out.push(...pointers.map((p) => valueName(path, p)));
  }
  return out;
}

/** Whether two named values overlap: the same file, and one pointer is the other or inside it. */
export function overlaps(a: string, b: string): boolean {
  const x = splitName(a);
  const y = splitName(b);
  if (x.file !== y.file) return false;
  const [short, long] = x.pointer.length <= y.pointer.length ? [x.pointer, y.pointer] : [y.pointer, x.pointer];
  return long === short || long.startsWith(`${short}/`) || short === '';
}

/** The value a name points at in a config set; undefined when it does not exist. */
export function valueAt(files: FileMap, name: string): unknown {
  const { file, pointer } = splitName(name);
  const text = files[file];
  if (text === undefined) return undefined;
  const p = parsed(text);
  if (!p.ok) return undefined;
  return pointer === '' ? p.value : getAt(p.value, pointer);
}
