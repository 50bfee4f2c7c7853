import type { NodePatches } from '../../src/config/node-patch.ts';
import type { NodePatch } from '../../schemas/template.ts';
import { deepEqual } from './deep-equal.ts';
import { isRecord } from '../../schemas/is-record.ts';

type Json = Record<string, unknown>;

/** The values of `to` that differ from `from`; undefined when `to` lacks a key `from` has (a patch cannot remove one). */
function changed(from: Json, to: Json): Json | undefined {
  if (Object.keys(from).some((k) => !(k in to))) return undefined;
  return Object.fromEntries(Object.entries(to).filter(([k, v]) => !deepEqual(from[k], v)));
}

const SAME_SHAPE = ['widget', 'id', 'children', '$lint'];

/**
 * The node patches that turn `shared` into `override`, if patches can: the same nodes in the same
 * places, differing only in props, at[bp] values and `when` of nodes that have an id. undefined
 * otherwise (nodes added, moved or removed, a prop removed, or a changed node without an id).
 * An empty object means the two trees are equal.
 */
export function smallestPatch(shared: unknown, override: unknown): NodePatches | undefined {
  const out: NodePatches = {};
  const visit = (a: unknown, b: unknown): boolean => {
    if (!isRecord(a) || !isRecord(b)) return deepEqual(a, b);
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (!SAME_SHAPE.includes(k) && !['props', 'at', 'when'].includes(k)) return false;
    }
    if (a['widget'] !== b['widget'] || a['id'] !== b['id'] || !deepEqual(a['$lint'], b['$lint'])) return false;
    const patch: NodePatch = {};
    const props = changed(isRecord(a['props']) ? a['props'] : {}, isRecord(b['props']) ? b['props'] : {});
    if (!props) return false;
    if (Object.keys(props).length) patch.props = props;
    const atA = isRecord(a['at']) ? a['at'] : {};
    const atB = isRecord(b['at']) ? b['at'] : {};
    if (Object.keys(atA).some((bp) => !(bp in atB))) return false;
    const at: Record<string, Json> = {};
    for (const [bp, values] of Object.entries(atB)) {
      if (!isRecord(values)) return false;
      const c = changed(isRecord(atA[bp]) ? atA[bp] : {}, values);
      if (!c) return false;
      if (Object.keys(c).length) at[bp] = c;
    }
    if (Object.keys(at).length) patch.at = at;
    if (!deepEqual(a['when'], b['when'])) {
      if (!isRecord(b['when'])) return false;
      patch.when = b['when'];
    }
    if (Object.keys(patch).length) {
      if (typeof b['id'] !== 'string') return false;
      out[b['id']] = patch;
    }
    const ca = Array.isArray(a['children']) ? a['children'] : [];
    const cb = Array.isArray(b['children']) ? b['children'] : [];
    if (ca.length !== cb.length || Array.isArray(a['children']) !== Array.isArray(b['children'])) return false;
    return ca.every((c, i) => visit(c, cb[i]));
  };
  return visit(shared, override) ? out : undefined;
}
