import type { NodePatches } from '../../src/config/node-patch.ts';
import { applyStructure, type StructuralOp } from '../../src/config/structure-patch.ts';
import type { Node } from '../../schemas/node.ts';
import { smallestPatch } from './smallest-patch.ts';

export interface StructurePatch {
  /** structural ops by node id, applied first (empty when the nodes stay where they are) */
  ops: StructuralOp[];
  /** node patches of the tree the ops give */
  patches: NodePatches;
}

function isNode(v: unknown): v is Node {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as { widget?: unknown }).widget === 'string';
}

/** A node of the shared tree as the ops so far have arranged it. */
interface Slot {
  node: Node;
  parent: Slot | undefined;
  children: Slot[];
}

function toSlot(node: Node, parent: Slot | undefined): Slot {
  const slot: Slot = { node, parent, children: [] };
  slot.children = (node.children ?? []).filter(isNode).map((c) => toSlot(c, slot));
  return slot;
}

function eachNode(node: Node, visit: (n: Node) => void): void {
  visit(node);
  for (const c of node.children ?? []) if (isNode(c)) eachNode(c, visit);
}

/** The longest run of `wanted` that keeps the order it has in `current` (the nodes that need no move). */
function keptInOrder<T>(current: readonly T[], wanted: readonly T[]): Set<T> {
  const a = current.filter((x) => wanted.includes(x));
  const b = wanted.filter((x) => a.includes(x));
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--) {
      const row = table[i] ?? [];
      row[j] = a[i] === b[j] ? (table[i + 1]?.[j + 1] ?? 0) + 1 : Math.max(table[i + 1]?.[j] ?? 0, row[j + 1] ?? 0);
    }
  const kept = new Set<T>();
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      kept.add(a[i] as T);
      i++;
      j++;
    } else if ((table[i + 1]?.[j] ?? 0) >= (table[i]?.[j + 1] ?? 0)) i++;
    else j++;
  }
  return kept;
}

class Inexpressible extends Error {}

/**
 * The structural ops and node patches that turn `shared` into `override`, if they can: nodes
 * inserted, moved or removed by id (a node without an id can stay where it is or be inserted, never
 * moved or removed), then props, at and when of nodes with an id. Moves are as few as the order
 * allows (the longest common order of each container's children stays). undefined when the two
 * differ in a way patches cannot say; the result is checked by applying it, so it is exact.
 */
export function smallestStructurePatch(shared: unknown, override: unknown): StructurePatch | undefined {
  const direct = smallestPatch(shared, override);
  if (direct) return { ops: [], patches: direct };
  if (!isNode(shared) || !isNode(override) || shared.widget !== override.widget || shared.id !== override.id) return undefined;

  const top = toSlot(shared, undefined);
  const byId = new Map<string, Slot>();
  const visit = (s: Slot) => {
    if (s.node.id !== undefined) byId.set(s.node.id, s);
    s.children.forEach(visit);
  };
  visit(top);
  const wantedIds = new Set<string>();
  eachNode(override, (n) => {
    if (n.id !== undefined) wantedIds.add(n.id);
  });
  const ops: StructuralOp[] = [];
  const detach = (slot: Slot) => {
    const siblings = slot.parent?.children;
    if (siblings) siblings.splice(siblings.indexOf(slot), 1);
  };

  /** Arranges the children of `slot` (already where `wanted` is) as `wanted` has them, then each matched child's. */
  const arrange = (wanted: Node, slot: Slot) => {
    const desired = (wanted.children ?? []).filter(isNode);
    // a node without an id is matched with the next unmatched one of the same widget in its own container
    const free = slot.children.filter((c) => c.node.id === undefined);
    const matched: (Slot | undefined)[] = desired.map((d) => {
      if (d.id !== undefined) return byId.get(d.id);
      const i = free.findIndex((c) => c.node.widget === d.widget);
      return i < 0 ? undefined : free.splice(i, 1)[0];
    });
    const kept = keptInOrder(
      slot.children,
      matched.filter((m): m is Slot => m !== undefined),
    );
    desired.forEach((d, i) => {
      const m = matched[i];
      if (m && kept.has(m)) return;
      if (m && m.node.id === undefined) throw new Inexpressible('a node without an id cannot move');
      const prev = desired[i - 1];
      const next = desired.slice(i + 1).find((n, k) => n.id !== undefined && kept.has(matched[i + 1 + k] as Slot));
      const at: Partial<StructuralOp> =
        prev?.id !== undefined
          ? { after: prev.id }
          : i === 0 && slot.node.id !== undefined
            ? { firstIn: slot.node.id }
            : next?.id !== undefined
              ? { before: next.id }
              : {};
      if (Object.keys(at).length === 0) throw new Inexpressible('no node with an id to place it by');
      let placed: Slot;
      if (m) {
        for (let s: Slot | undefined = slot; s; s = s.parent) if (s === m) throw new Inexpressible('a node cannot move into itself');
        ops.push({ move: m.node.id, ...at });
        detach(m);
        placed = m;
      } else {
        eachNode(d, (n) => {
          if (n.id !== undefined && byId.has(n.id)) throw new Inexpressible('an inserted node holds a node of the shared tree');
        });
        ops.push({ insert: { ...d }, ...at });
        placed = toSlot(d, slot);
      }
      placed.parent = slot;
      const after = i === 0 ? undefined : (matched[i - 1] ?? slot.children.find((c) => c.node === prev));
      slot.children.splice(after ? slot.children.indexOf(after) + 1 : 0, 0, placed);
      if (!m) matched[i] = placed;
    });
    desired.forEach((d, i) => {
      const m = matched[i];
      if (m && m.node !== d) arrange(d, m);
    });
  };

  try {
    arrange(override, top);
  } catch (e) {
    if (e instanceof Inexpressible) return undefined;
    throw e;
  }
  // removed last: a node moved out of a removed container stays
  const removing = (s: Slot) => {
    for (const c of s.children) {
      if (c.node.id !== undefined && !wantedIds.has(c.node.id)) ops.push({ remove: c.node.id });
      else removing(c);
    }
  };
  removing(top);

  const applied = applyStructure(shared, ops);
  if (applied.problems.length > 0) return undefined;
  const patches = smallestPatch(applied.root, override);
  return patches ? { ops, patches } : undefined;
}

function countNodes(node: unknown): number {
  let count = 0;
  if (isNode(node)) eachNode(node, () => count++);
  return count;
}

/**
 * True when the patch says a copy that mostly follows the shared tree: fewer than half of the
 * override's nodes are inserted. A family's own home (nine new sections where the shared page has
 * two) reads better as the copy it is; a reordered or trimmed page reads better as a few ops.
 */
export function mostlyShared(patch: StructurePatch, override: unknown): boolean {
  const inserted = patch.ops.reduce((sum, op) => sum + countNodes(op.insert), 0);
  return inserted * 2 < countNodes(override);
}
