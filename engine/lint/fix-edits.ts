import { applyEdits, modify, type FormattingOptions, type JSONPath } from 'jsonc-parser';
import type { ConfigFile } from '../project/config-files.ts';
import { parsePointer } from '../project/json-pointer.ts';
import { nodeAt } from '../project/json-range.ts';
import type { Fix, FixSpec, Replacement } from './types.ts';

/** The file's own indentation, so an edit that adds lines looks like the lines around it. */
export function formattingOf(text: string): FormattingOptions {
  const indent = /^[ \t]+(?=\S)/m.exec(text)?.[0] ?? '  ';
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  return indent.startsWith('\t') ? { insertSpaces: false, tabSize: 1, eol } : { insertSpaces: true, tabSize: indent.length, eol };
}

function jsonPath(file: ConfigFile, pointer: string): JSONPath {
  const path: JSONPath = [];
  let cur: unknown = file.source.value;
  for (const seg of parsePointer(pointer)) {
    const index = Array.isArray(cur) && /^\d+$/.test(seg);
    path.push(index ? Number(seg) : seg);
    cur = cur !== null && typeof cur === 'object' ? (cur as Record<string, unknown>)[seg] : undefined;
  }
  return path;
}

/** Text replacements for one fix in one file; undefined when the pointer is not in that file. */
export function fixFor(file: ConfigFile, spec: FixSpec): Fix | undefined {
  const text = file.source.text;
  const position = (o: number) => file.source.position(o);
  const replacement = (offset: number, length: number, content: string): Replacement => ({
    offset,
    length,
    text: content,
    start: position(offset),
    end: position(offset + length),
  });
  // a value fix of the whole document would replace the file with the value: a did-you-mean there (a file's name) is advice only
  if (spec.kind !== 'rewrite' && spec.pointer === '') return undefined;
  let replacements: Replacement[];
  if (spec.kind === 'rewrite') {
    // only the part that changes: a reviewer (or SARIF's fixes[]) sees the edit, not the whole file
    let head = 0;
    while (head < text.length && head < spec.text.length && text[head] === spec.text[head]) head++;
    let tail = 0;
    while (tail < text.length - head && tail < spec.text.length - head && text[text.length - 1 - tail] === spec.text[spec.text.length - 1 - tail]) tail++;
    replacements = [replacement(head, text.length - head - tail, spec.text.slice(head, spec.text.length - tail))];
  } else if (spec.kind === 'rename') {
    const member = nodeAt(file.source, spec.pointer)?.parent;
    const name = member?.children?.[0];
    if (!name || name.type !== 'string') return undefined;
    // renaming onto a sibling's name would write a duplicate key that silently overrides one of the two
    if (member.parent?.children?.some((p) => p !== member && p.children?.[0]?.value === spec.name)) return undefined;
    replacements = [replacement(name.offset, name.length, JSON.stringify(spec.name))];
  } else if (spec.kind === 'remove') {
    const span = memberSpan(file, spec.pointer);
    if (!span) return undefined;
    replacements = [replacement(span[0], span[1] - span[0], '')];
  } else {
    if (!nodeAt(file.source, spec.pointer)) return undefined;
    const edits = modify(text, jsonPath(file, spec.pointer), spec.value, { formattingOptions: formattingOf(text) });
    replacements = edits.map((e) => replacement(e.offset, e.length, e.content));
  }
  return { description: spec.description, replacements };
}

/**
 * The text to delete to remove an object member or array element: it and the comma that separates it
 * from its next sibling (else its previous one), so the lines around it stay as they are.
 */
function memberSpan(file: ConfigFile, pointer: string): [number, number] | undefined {
  const value = nodeAt(file.source, pointer);
  // an object member is its property node; an array element is the value itself
  const member = value?.parent?.type === 'property' ? value.parent : value;
  const container = member?.parent;
  if (!member || !container?.children || (container.type !== 'object' && container.type !== 'array')) return undefined;
  const i = container.children.indexOf(member);
  const next = container.children[i + 1];
  const prev = container.children[i - 1];
  if (next) return [member.offset, next.offset];
  if (prev) return [prev.offset + prev.length, member.offset + member.length];
  // the only member: keep the brackets and what stands inside them before and after it
  return [member.offset, member.offset + member.length];
}

/** A file's text after a series of JSON edits (set a value, or delete it with undefined), formatted like the file. */
export function editJson(text: string, edits: readonly { path: JSONPath; value: unknown }[]): string {
  let out = text;
  for (const e of edits) out = applyEdits(out, modify(out, e.path, e.value, { formattingOptions: formattingOf(out) }));
  return out;
}

/** Applies non-overlapping replacements (later ones first, so earlier offsets stay valid). */
export function applyReplacements(text: string, replacements: readonly Replacement[]): string {
  let out = text;
  for (const r of [...replacements].sort((a, b) => b.offset - a.offset)) out = out.slice(0, r.offset) + r.text + out.slice(r.offset + r.length);
  return out;
}
