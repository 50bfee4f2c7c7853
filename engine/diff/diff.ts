/**
 * The difference between two config sets (issue 28: history, the 409 of a stale publish, the studio):
 * per file (added, removed, modified), and inside a modified file per layout-tree node, matched by
 * its `id` within its tree (else by its JSON pointer), with `props` and `at` values side by side,
 * plus every other changed value by JSON pointer. Pure: it reads two FileMaps and nothing else.
 */
import { isRecord } from '../../schemas/is-record.ts';
import type { AtChange, ConfigDiff, FileChange, NodeChange, PropChange, ValueChange } from '../../schemas/operator-api.ts';
import { sameJson } from './same-json.ts';
import { siteChanges } from './site-changes.ts';

export type Files = Readonly<Record<string, string>>;

/** The most value changes listed per file: a rewritten file says so without a megabyte of diff. */
export const MAX_VALUES_PER_FILE = 500;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
// the shared guard, typed for JSON values
const isObject = (value: Json | undefined): value is JsonObject => isRecord(value);
const isNode = (value: Json | undefined): value is JsonObject => isObject(value) && typeof value['widget'] === 'string';

function parse(text: string): { ok: true; value: Json } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as Json };
  } catch {
    return { ok: false };
  }
}

interface FoundNode {
  node: JsonObject;
  pointer: string;
  key: string;
}

/**
 * Every node in a file, keyed by the tree it sits in and its id (ids are unique within a tree), or by
 * its pointer when it has none. A tree is named by the pointer of its root node.
 */
function nodesIn(value: Json, pointer = '', root?: string, found: FoundNode[] = []): FoundNode[] {
  if (isNode(value)) {
    const tree = root ?? pointer;
    const id = typeof value['id'] === 'string' ? value['id'] : undefined;
    found.push({ node: value, pointer, key: id ? `${tree}#${id}` : `@${pointer}` });
    const children = value['children'];
    if (Array.isArray(children)) children.forEach((child, i) => nodesIn(child, `${pointer}/children/${i}`, tree, found));
    return found;
  }
  if (Array.isArray(value)) value.forEach((item, i) => nodesIn(item, `${pointer}/${i}`, root, found));
  else if (isObject(value)) for (const [key, item] of Object.entries(value)) nodesIn(item, `${pointer}/${escape(key)}`, root, found);
  return found;
}

/** Leaf-by-leaf changes between two values; `skip` says which sub-values someone else reports. */
function valueChanges(from: Json | undefined, to: Json | undefined, pointer: string, out: ValueChange[], skip: (value: Json) => boolean): void {
  if (out.length >= MAX_VALUES_PER_FILE) return;
  if (from !== undefined && to !== undefined && skip(from) && skip(to)) return;
  if (sameJson(from, to)) return;
  if (isObject(from) && isObject(to)) {
    for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) valueChanges(from[key], to[key], `${pointer}/${escape(key)}`, out, skip);
    return;
  }
  if (Array.isArray(from) && Array.isArray(to) && !from.some(isNode) && !to.some(isNode)) {
    for (let i = 0; i < Math.max(from.length, to.length); i++) valueChanges(from[i], to[i], `${pointer}/${i}`, out, skip);
    return;
  }
  // a node array that changed is reported node by node; the other leaves are reported as they are
  if ((Array.isArray(from) && from.some(isNode)) || (Array.isArray(to) && to.some(isNode))) return;
  if ((from !== undefined && isNode(from)) || (to !== undefined && isNode(to))) return;
  out.push({ pointer, ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) });
}

function sideBySide(from: Json | undefined, to: Json | undefined): PropChange[] {
  const a = isObject(from) ? from : {};
  const b = isObject(to) ? to : {};
  const changes: PropChange[] = [];
  for (const name of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (sameJson(a[name], b[name])) continue;
    changes.push({ name, ...(a[name] !== undefined ? { from: a[name] } : {}), ...(b[name] !== undefined ? { to: b[name] } : {}) });
  }
  return changes;
}

function atChanges(from: Json | undefined, to: Json | undefined): AtChange[] {
  const a = isObject(from) ? from : {};
  const b = isObject(to) ? to : {};
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].flatMap((breakpoint) =>
    sideBySide(a[breakpoint], b[breakpoint]).map((change) => ({ breakpoint, ...change })),
  );
}

const NODE_OWN = new Set(['props', 'at', 'children', 'id']);

function nodeChange(change: NodeChange['change'], from: FoundNode | undefined, to: FoundNode | undefined): NodeChange {
  const node = (to ?? from)!.node;
  const other: ValueChange[] = [];
  const a = from?.node ?? {};
  const b = to?.node ?? {};
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (NODE_OWN.has(key) || sameJson(a[key], b[key])) continue;
    other.push({ pointer: `/${escape(key)}`, ...(a[key] !== undefined ? { from: a[key] } : {}), ...(b[key] !== undefined ? { to: b[key] } : {}) });
  }
  const id = typeof node['id'] === 'string' ? node['id'] : undefined;
  return {
    change,
    widget: String(node['widget']),
    ...(id ? { id } : {}),
    ...(from ? { fromPointer: from.pointer } : {}),
    ...(to ? { toPointer: to.pointer } : {}),
    ...(from && to && from.pointer !== to.pointer ? { moved: true } : {}),
    props: sideBySide(from?.node['props'], to?.node['props']),
    at: atChanges(from?.node['at'], to?.node['at']),
    other,
  };
}

function nodeChanges(from: Json, to: Json): NodeChange[] {
  const before = new Map(nodesIn(from).map((n) => [n.key, n]));
  const after = new Map(nodesIn(to).map((n) => [n.key, n]));
  const changes: NodeChange[] = [];
  for (const [key, a] of before) {
    const b = after.get(key);
    if (!b) changes.push(nodeChange('removed', a, undefined));
    else {
      const change = nodeChange('modified', a, b);
      if (change.moved || change.props.length || change.at.length || change.other.length) changes.push(change);
    }
  }
  for (const [key, b] of after) if (!before.has(key)) changes.push(nodeChange('added', undefined, b));
  return changes;
}

function fileChange(file: string, from: string | undefined, to: string | undefined): FileChange {
  const change = from === undefined ? 'added' : to === undefined ? 'removed' : 'modified';
  const a = from === undefined ? undefined : parse(from);
  const b = to === undefined ? undefined : parse(to);
  if ((a && !a.ok) || (b && !b.ok)) return { file, change, unparsable: true, nodes: [], values: [] };
  const before = a?.ok ? a.value : undefined;
  const after = b?.ok ? b.value : undefined;
  const values: ValueChange[] = [];
  valueChanges(before, after, '', values, isNode);
  const nodes = nodeChanges(before ?? {}, after ?? {});
  return { file, change, nodes, values };
}

/** What changed from `from` to `to`, files in path order. */
export function diffConfigSets(from: Files, to: Files): ConfigDiff {
  const names = [...new Set([...Object.keys(from), ...Object.keys(to)])].sort();
  const files: FileChange[] = [];
  let unchanged = 0;
  for (const name of names) {
    if (from[name] === to[name]) {
      unchanged++;
      continue;
    }
    files.push(fileChange(name, from[name], to[name]));
  }
  const count = (kind: FileChange['change']) => files.filter((f) => f.change === kind).length;
  return { changes: siteChanges(from, to), files, summary: { added: count('added'), removed: count('removed'), modified: count('modified'), unchanged } };
}
