/**
 * The outline as rows: the layout tree with the page tree inside the layout's Outlet, flattened in
 * reading order (the ARIA tree's visible items), and the moves a key press or a drop asks for. Pure,
 * so the tree's rules are tested without a DOM.
 */
import { OUTLET } from '../../schemas/outlet.ts';
import type { OutlineNode, PageView, Position, StudioProblem, WidgetEntry } from '../../engine/studio/contract.ts';
export { whenLabel } from '../../engine/diff/change-words.ts';

export type TreeName = 'layout' | 'page';

export interface Row {
  node: OutlineNode;
  /** 1-based, as aria-level */
  level: number;
  tree: TreeName;
  /** the parent in the node's own tree (null for a tree's root: the layout root, the page root) */
  parent: OutlineNode | null;
  /** the parent's parent in the same tree: where an outdent lands */
  grandparent: OutlineNode | null;
  /** the row above it in the outline (the Outlet for the page root) */
  displayParent: string | null;
  siblings: OutlineNode[];
  index: number;
  /** children shown under it in the outline (the page root for the Outlet) */
  childCount: number;
}

/** Visible rows in order; the children of a collapsed key are left out. */
export function rowsOf(view: PageView, collapsed: ReadonlySet<string> = new Set()): Row[] {
  const rows: Row[] = [];
  const walk = (node: OutlineNode, at: Omit<Row, 'node' | 'childCount'>) => {
    const inner: [OutlineNode, TreeName][] =
      at.tree === 'layout' && node.widget === OUTLET ? [[view.pageRoot, 'page']] : node.children.map((c) => [c, at.tree]);
    rows.push({ node, ...at, childCount: inner.length });
    if (collapsed.has(node.key)) return;
    inner.forEach(([child, tree], index) => {
      const sameTree = tree === at.tree;
      walk(child, {
        level: at.level + 1,
        tree,
        parent: sameTree ? node : null,
        grandparent: sameTree ? at.parent : null,
        displayParent: node.key,
        siblings: sameTree ? node.children : [child],
        index,
      });
    });
  };
  walk(view.layoutRoot, { level: 1, tree: 'layout', parent: null, grandparent: null, displayParent: null, siblings: [view.layoutRoot], index: 0 });
  return rows;
}

/** How the outline names a node: its widget and, when it has one, its id. */
export const labelOf = (node: OutlineNode) => (node.id ? `${node.widget} #${node.id}` : node.widget);

export interface Move {
  target: string;
  position: Position;
}

export type Direction = 'up' | 'down' | 'indent' | 'outdent';

const isContainer = (node: OutlineNode, widgets: readonly WidgetEntry[]) => widgets.find((w) => w.name === node.widget)?.container === true;

/** The move Alt+Arrow asks for, or null where it makes no sense (first sibling up, a tree's root, no container to indent into). */
export function keyboardMove(row: Row, direction: Direction, widgets: readonly WidgetEntry[]): Move | null {
  if (!row.parent) return null;
  const prev = row.siblings[row.index - 1];
  const next = row.siblings[row.index + 1];
  switch (direction) {
    case 'up':
      return prev ? { target: prev.key, position: 'before' } : null;
    case 'down':
      return next ? { target: next.key, position: 'after' } : null;
    case 'indent':
      return prev && isContainer(prev, widgets) ? { target: prev.key, position: 'lastIn' } : null;
    case 'outdent':
      // the parent must itself have a parent in the same tree: a node never leaves its file's tree
      return row.grandparent ? { target: row.parent.key, position: 'after' } : null;
  }
}

const within = (key: string, ancestor: string) => key === ancestor || key.startsWith(`${ancestor}/`);

/** The move a drop of `active` on `over` asks for: before a row above where it came from, after one below; null across trees or into itself. */
export function dropMove(rows: readonly Row[], active: string, over: string): Move | null {
  if (active === over) return null;
  const from = rows.findIndex((r) => r.node.key === active);
  const to = rows.findIndex((r) => r.node.key === over);
  const source = rows[from];
  const target = rows[to];
  if (!source || !target || source.tree !== target.tree || !target.parent || within(over, active)) return null;
  return { target: over, position: to < from ? 'before' : 'after' };
}

/** An id for a node that has none: the widget's name in kebab case, numbered past the ids the view already uses. */
export function suggestId(view: PageView, node: OutlineNode): string {
  const taken = new Set<string>();
  const collect = (n: OutlineNode) => {
    if (n.id) taken.add(n.id);
    n.children.forEach(collect);
  };
  collect(view.layoutRoot);
  collect(view.pageRoot);
  const base = node.widget.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

const inPointer = (pointer: string, prefix: string) => pointer === prefix || pointer.startsWith(`${prefix}/`);

/** Each problem on the deepest node it points into (by the node's own place or a place one of its values is written, such as a patch). */
export function problemsByNode(view: PageView, problems: readonly StudioProblem[]): Map<string, StudioProblem[]> {
  const byKey = new Map<string, StudioProblem[]>();
  const nodes = rowsOf(view).map((r) => r.node);
  for (const p of problems) {
    let best: { key: string; depth: number } | null = null;
    for (const n of nodes) {
      const places = [n.source, ...n.fields.flatMap((f) => f.values.flatMap((v) => (v.source ? [v.source] : [])))];
      for (const s of places) {
        if (s.file !== p.file || !inPointer(p.pointer, s.pointer)) continue;
        // a node's own place is shallower than the values written inside it
        const depth = s === n.source ? s.pointer.length : s.pointer.length - 0.5;
        if (!best || depth > best.depth) best = { key: n.key, depth };
      }
    }
    if (best) byKey.set(best.key, [...(byKey.get(best.key) ?? []), p]);
  }
  return byKey;
}

/**
 * How an inherited node stands: patched when this template writes any of its values (a patch that sets
 * only `at.<bp>` values, or only `when`, counts: `overridden` speaks of `props` alone), else inherited.
 */
export function modeBadge(node: OutlineNode): 'patched' | 'inherited' | 'read-only' | null {
  if (node.mode === 'readonly') return 'read-only';
  if (node.mode === 'patch') return node.whenPatched || node.fields.some((f) => f.overridden || f.overriddenAt.length > 0) ? 'patched' : 'inherited';
  return null;
}
