import { isRecord } from '../../schemas/is-record.ts';

/** Every node id in trees, or in documents holding them (a template's `patches`: the nodes its ops insert). */
export function idsIn(...trees: unknown[]): Set<string> {
  const out = new Set<string>();
  const stack = [...trees];
  while (stack.length) {
    const node = stack.pop();
    if (Array.isArray(node)) stack.push(...(node as unknown[]));
    if (!isRecord(node)) continue;
    if (typeof node['id'] === 'string') out.add(node['id']);
    // a node's props and overrides hold no nodes
    for (const [k, v] of Object.entries(node)) if (k !== 'props' && k !== 'at' && k !== 'when' && typeof v === 'object') stack.push(v);
  }
  return out;
}

/** "GameGrid" → "game-grid": a node id (lowercase letters, digits and dashes) read from a widget name. */
export function kebab(name: string): string {
  const out = name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase()
    .replace(/^-+|-+$/g, '');
  return /^[a-z0-9]/.test(out) ? out : `node-${out}`;
}

/** A readable id not in `taken`: the base itself, else base-2, base-3… */
export function freeId(base: string, taken: ReadonlySet<string>): string {
  const stem = base.replace(/-\d+$/, '') || 'node';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

export const ID_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

/** A deep copy of a node whose every id is replaced by a free one (ids are unique in a tree); `taken` grows with them. */
export function withFreshIds(node: unknown, taken: Set<string>): unknown {
  if (Array.isArray(node)) return node.map((c) => withFreshIds(c, taken));
  if (!isRecord(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'id' && typeof v === 'string') {
      const id = freeId(v, taken);
      taken.add(id);
      out[k] = id;
    } else out[k] = k === 'children' ? withFreshIds(v, taken) : structuredClone(v);
  }
  return out;
}
