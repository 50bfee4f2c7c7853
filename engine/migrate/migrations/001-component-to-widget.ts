import type { Json, JsonObject, Migration } from '../types.ts';
import { isRecord } from '../../../schemas/is-record.ts';

/** Renames keys in place, so the rewritten file keeps its key order and diffs stay small. */
function renameKeys(o: JsonObject, names: Record<string, string>): JsonObject {
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(o)) out[names[k] ?? k] = v;
  return out;
}

/** The historic node: `component` named the widget, `responsive` held breakpoint overrides. */
export function migrateNode(node: Json): Json {
  if (!isRecord(node)) return node;
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
    if (kind === 'template' && isRecord(pages)) {
      const next: JsonObject = {};
      for (const [key, page] of Object.entries(pages)) {
        next[key] = isRecord(page) && 'root' in page ? { ...page, root: migrateNode(page['root'] ?? null) } : page;
      }
      out['pages'] = next;
    }
    return out;
  },
};
