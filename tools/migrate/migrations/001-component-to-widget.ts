import type { Json, JsonObject, Migration } from '../types.ts';

function isObject(v: Json | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Renames keys in place, so the rewritten file keeps its key order and diffs stay small. */
function renameKeys(o: JsonObject, names: Record<string, string>): JsonObject {
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(o)) out[names[k] ?? k] = v;
  return out;
}

/** The historic node: `component` named the widget, `responsive` held breakpoint overrides. */
export function migrateNode(node: Json): Json {
  if (!isObject(node)) return node;
  const out = renameKeys(node, { component: 'widget', responsive: 'at' });
  const children = out['children'];
  if (Array.isArray(children)) out['children'] = children.map(migrateNode);
  return out;
}

export const migration: Migration = {
  from: 0,
  to: 1,
  description: 'nodes: component → widget, responsive → at; files carry "version"',
  migrate(doc, kind) {
    const out: JsonObject = { ...doc };
    if ((kind === 'layout' || kind === 'page') && 'root' in out) out['root'] = migrateNode(out['root'] ?? null);
    const pages = out['pages'];
    if (kind === 'template' && isObject(pages)) {
      const next: JsonObject = {};
      for (const [key, page] of Object.entries(pages)) {
        next[key] = isObject(page) && 'root' in page ? { ...page, root: migrateNode(page['root'] ?? null) } : page;
      }
      out['pages'] = next;
    }
    return out;
  },
};
