import type { Node } from '../../schemas/node.ts';
import type { StructuralOp } from '../../schemas/template-structure.ts';

export type { StructuralOp } from '../../schemas/template-structure.ts';

/** Where a node of a patched tree comes from: the tree itself (`op` null) or an op's inserted node; `path` is its pointer there. */
export interface NodeSource {
  op: number | null;
  path: string;
}

/** An op that could not be applied: `field` is the op's member at fault (config-lint reports it there). */
export interface OpProblem {
  index: number;
  field: string;
  message: string;
}

/** What an op did, for `explain`: the node's id and where it went. */
export interface AppliedOp {
  index: number;
  kind: 'insert' | 'move' | 'remove';
  id: string;
  /** `before hero`, `lastIn main`…; none for a remove */
  where?: string;
}

export interface StructureResult {
  root: Node;
  applied: AppliedOp[];
  problems: OpProblem[];
  /** with `trace` and some op: the source of every node of the result, by its pointer relative to the root ('' is the root) */
  sources?: Map<string, NodeSource>;
}

interface Slot {
  node: Node;
  source: NodeSource;
  parent: Slot | undefined;
  children: Slot[] | undefined;
  /** its list of children changed */
  dirty: boolean;
}

const POSITIONS = ['before', 'after', 'firstIn', 'lastIn'] as const;
type Position = (typeof POSITIONS)[number];

function isNode(v: unknown): v is Node {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as { widget?: unknown }).widget === 'string';
}

function toSlot(node: Node, parent: Slot | undefined, source: NodeSource): Slot {
  const slot: Slot = { node, source, parent, children: undefined, dirty: false };
  if (Array.isArray(node.children)) {
    slot.children = node.children.filter(isNode).map((c, i) => toSlot(c, slot, { op: source.op, path: `${source.path}/children/${i}` }));
    // a malformed child (config-lint reads unvalidated files) is dropped only if the tree is rebuilt
    if (slot.children.length !== node.children.length) slot.dirty = true;
  }
  return slot;
}

function eachSlot(slot: Slot, visit: (s: Slot) => void): void {
  visit(slot);
  for (const c of slot.children ?? []) eachSlot(c, visit);
}

function rebuild(slot: Slot, pointer: string, sources: Map<string, NodeSource> | undefined): Node {
  sources?.set(pointer, slot.source);
  if (!slot.children) return slot.node;
  const children = slot.children.map((c, i) => rebuild(c, `${pointer}/children/${i}`, sources));
  const same = !slot.dirty && children.length === slot.node.children?.length && children.every((c, i) => c === slot.node.children?.[i]);
  return same ? slot.node : { ...slot.node, children };
}

/** The one position an insert or a move names, or a problem. */
function positionOf(op: StructuralOp, index: number): { field: Position; id: string } | OpProblem {
  const given = POSITIONS.filter((p) => op[p] !== undefined);
  const field = given[0];
  if (given.length !== 1 || field === undefined) {
    return { index, field: op.insert !== undefined ? 'insert' : 'move', message: 'needs exactly one of before, after, firstIn or lastIn' };
  }
  return { field, id: op[field] ?? '' };
}

/**
 * A tree with a template's structural ops applied in order (docs/operators.md "Structural patches"):
 * insert a node before or after a node id or as the first or last child of one, move a node there,
 * or remove it. An op that cannot apply (an id no node has, a move into the node's own subtree, an
 * id an insert would repeat, a node an earlier op removed) is skipped and listed in `problems`;
 * config-lint refuses a set with any, so a served set never has one. Untouched subtrees are
 * shared; the input is not changed.
 */
export function applyStructure(root: Node, ops: readonly StructuralOp[] | undefined, trace = false): StructureResult {
  if (!ops || ops.length === 0 || !isNode(root)) return { root, applied: [], problems: [] };
  const top = toSlot(root, undefined, { op: null, path: '' });
  const byId = new Map<string, Slot>();
  eachSlot(top, (s) => {
    if (s.node.id !== undefined && !byId.has(s.node.id)) byId.set(s.node.id, s);
  });
  /** ids removed, and ids moved, by the op that did it: a later op naming them conflicts with it */
  const removed = new Map<string, number>();
  const moved = new Map<string, number>();
  const applied: AppliedOp[] = [];
  const problems: OpProblem[] = [];

  const find = (id: string, index: number, field: string): Slot | OpProblem => {
    const slot = byId.get(id);
    if (slot) return slot;
    const by = removed.get(id);
    return { index, field, message: by === undefined ? `no node has id "${id}"` : `node "${id}" was removed by op ${by}` };
  };
  const detach = (slot: Slot) => {
    const siblings = slot.parent?.children;
    if (!slot.parent || !siblings) return;
    siblings.splice(siblings.indexOf(slot), 1);
    slot.parent.dirty = true;
  };
  const place = (slot: Slot, at: { field: Position; id: string }, anchor: Slot) => {
    if (at.field === 'firstIn' || at.field === 'lastIn') {
      anchor.children ??= [];
      if (at.field === 'firstIn') anchor.children.unshift(slot);
      else anchor.children.push(slot);
      anchor.dirty = true;
      slot.parent = anchor;
      return;
    }
    const parent = anchor.parent;
    const siblings = parent?.children;
    if (!parent || !siblings) return;
    siblings.splice(siblings.indexOf(anchor) + (at.field === 'after' ? 1 : 0), 0, slot);
    parent.dirty = true;
    slot.parent = parent;
  };
  /** the anchor of an insert or a move, or why there is none */
  const anchorFor = (op: StructuralOp, index: number): { at: { field: Position; id: string }; anchor: Slot } | OpProblem => {
    const at = positionOf(op, index);
    if ('message' in at) return at;
    const anchor = find(at.id, index, at.field);
    if ('message' in anchor) return anchor;
    if ((at.field === 'before' || at.field === 'after') && !anchor.parent)
      return { index, field: at.field, message: `"${at.id}" is the root: nothing goes beside it` };
    return { at, anchor };
  };

  ops.forEach((op, index) => {
    const kinds = (['insert', 'move', 'remove'] as const).filter((k) => op[k] !== undefined);
    const kind = kinds[0];
    if (kinds.length !== 1 || kind === undefined) {
      problems.push({ index, field: kinds[1] ?? '', message: 'an op is exactly one of insert, move or remove' });
      return;
    }
    const problem = (p: OpProblem) => problems.push(p);
    if (kind === 'remove') {
      const id = op.remove ?? '';
      const extra = POSITIONS.find((p) => op[p] !== undefined);
      if (extra) return problem({ index, field: extra, message: 'a remove takes no position' });
      const slot = find(id, index, 'remove');
      if ('message' in slot) return problem(slot);
      if (!slot.parent) return problem({ index, field: 'remove', message: `"${id}" is the root of the tree: it cannot be removed` });
      detach(slot);
      eachSlot(slot, (s) => {
        if (s.node.id !== undefined && byId.get(s.node.id) === s) {
          byId.delete(s.node.id);
          removed.set(s.node.id, index);
        }
      });
      applied.push({ index, kind, id });
      return;
    }
    if (kind === 'move') {
      const id = op.move ?? '';
      const slot = find(id, index, 'move');
      if ('message' in slot) return problem(slot);
      if (!slot.parent) return problem({ index, field: 'move', message: `"${id}" is the root of the tree: it cannot be moved` });
      const target = anchorFor(op, index);
      if ('message' in target) return problem(target);
      for (let s: Slot | undefined = target.anchor; s; s = s.parent) {
        if (s === slot)
          return problem({ index, field: target.at.field, message: `"${target.at.id}" is inside "${id}": a node cannot move into its own subtree` });
      }
      const earlier = moved.get(id);
      if (earlier !== undefined) return problem({ index, field: 'move', message: `node "${id}" is already moved by op ${earlier}: one move per node` });
      detach(slot);
      place(slot, target.at, target.anchor);
      moved.set(id, index);
      applied.push({ index, kind, id, where: `${target.at.field} ${target.at.id}` });
      return;
    }
    const node = op.insert;
    if (!isNode(node)) return problem({ index, field: 'insert', message: 'an insert needs a node: an object with its "widget"' });
    const target = anchorFor(op, index);
    if ('message' in target) return problem(target);
    const slot = toSlot(node, undefined, { op: index, path: '' });
    const ids: string[] = [];
    let clash: string | undefined;
    eachSlot(slot, (s) => {
      const id = s.node.id;
      if (id === undefined) return;
      if (byId.has(id) || ids.includes(id)) clash ??= id;
      ids.push(id);
    });
    if (clash !== undefined) return problem({ index, field: 'insert', message: `id "${clash}" is already in the tree: ids are unique in a tree` });
    place(slot, target.at, target.anchor);
    eachSlot(slot, (s) => {
      if (s.node.id !== undefined) byId.set(s.node.id, s);
    });
    applied.push({ index, kind, id: node.id ?? node.widget, where: `${target.at.field} ${target.at.id}` });
  });

  const sources = trace ? new Map<string, NodeSource>() : undefined;
  const out = rebuild(top, '', sources);
  return { root: out, applied, problems, ...(sources ? { sources } : {}) };
}
