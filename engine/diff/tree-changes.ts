/**
 * The changes between two renderings of one page or layout, node by node: props, `at.<bp>` values
 * (as the min-width cascade gives them at that breakpoint), `when`, and nodes inserted, removed or
 * moved. Nodes are matched by id, and a node without one by its parent and its rank among the
 * parent's id-less children of its widget, so an insert elsewhere does not make it look new.
 */
import { isRecord } from '../../schemas/is-record.ts';
import type { Node } from '../../schemas/node.ts';
import type { NodePlace, SiteChange, TreeName } from '../../schemas/operator-api.ts';
import { resolveProps } from '../../src/render/resolve-props.ts';
import type { Breakpoint } from '../../src/render/types.ts';
import { sameJson } from './same-json.ts';

type Without<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A change before it is told which templates share it. */
export type Change = Without<SiteChange, 'templates'>;

interface Placed {
  node: Node;
  name: string;
  parent: string | null;
  index: number;
}

/** Every node of a tree by name, in document order. */
function placed(root: Node | undefined): Map<string, Placed> {
  const out = new Map<string, Placed>();
  const visit = (node: Node, parent: string | null, index: number, name: string) => {
    if (out.has(name)) return;
    out.set(name, { node, name, parent, index });
    const ranks = new Map<string, number>();
    (Array.isArray(node.children) ? node.children : []).forEach((child, i) => {
      if (!isRecord(child) || typeof child.widget !== 'string') return;
      const rank = ranks.get(child.widget) ?? 0;
      if (child.id === undefined) ranks.set(child.widget, rank + 1);
      visit(child, name, i, child.id ?? `${name}/${child.widget}[${rank}]`);
    });
  };
  if (root) visit(root, null, 0, root.id ?? 'root');
  return out;
}

const place = (p: Placed): NodePlace | undefined => (p.parent === null ? undefined : { parent: p.parent, index: p.index });
const props = (node: Node): Record<string, unknown> => (isRecord(node.props) ? node.props : {});
const ats = (node: Node): Record<string, Record<string, unknown>> =>
  Object.fromEntries(Object.entries(isRecord(node.at) ? node.at : {}).filter((e): e is [string, Record<string, unknown>] => isRecord(e[1])));

/** The longest run of `values` in ascending order, by position: the siblings that kept their order. */
function ascendingRun(values: number[]): Set<number> {
  const length = values.map(() => 1);
  const previous = values.map(() => -1);
  values.forEach((v, i) => {
    for (let j = 0; j < i; j++) {
      if (values[j]! < v && length[j]! + 1 > length[i]!) {
        length[i] = length[j]! + 1;
        previous[i] = j;
      }
    }
  });
  const kept = new Set<number>();
  for (let i = length.indexOf(Math.max(0, ...length)); i >= 0; i = previous[i]!) kept.add(i);
  return kept;
}

/** Names of nodes that moved: to another parent, or out of order among the siblings both sides share. */
function movedNodes(before: Map<string, Placed>, after: Map<string, Placed>): Set<string> {
  const moved = new Set<string>();
  const byParent = new Map<string, Placed[]>();
  for (const b of after.values()) {
    const a = before.get(b.name);
    if (!a || b.parent === null || a.node.widget !== b.node.widget) continue;
    if (a.parent !== b.parent) moved.add(b.name);
    else byParent.set(b.parent, [...(byParent.get(b.parent) ?? []), b]);
  }
  for (const siblings of byParent.values()) {
    const kept = ascendingRun(siblings.map((s) => before.get(s.name)!.index));
    siblings.forEach((s, i) => {
      if (!kept.has(i)) moved.add(s.name);
    });
  }
  return moved;
}

function valueChanges(tree: TreeName, a: Node, b: Node, name: string, breakpoints: { from: Breakpoint[]; to: Breakpoint[] }): Change[] {
  const ref = { tree, node: name, widget: b.widget };
  const out: Change[] = [];
  const [pa, pb] = [props(a), props(b)];
  for (const prop of new Set([...Object.keys(pa), ...Object.keys(pb)])) {
    if (!sameJson(pa[prop], pb[prop])) out.push({ what: 'prop', ...ref, prop, ...fromTo(pa[prop], pb[prop]) });
  }
  const [aa, ab] = [ats(a), ats(b)];
  for (const breakpoint of new Set([...Object.keys(aa), ...Object.keys(ab)])) {
    for (const prop of new Set([...Object.keys(aa[breakpoint] ?? {}), ...Object.keys(ab[breakpoint] ?? {})])) {
      if (sameJson(aa[breakpoint]?.[prop], ab[breakpoint]?.[prop])) continue;
      // what each side shows at that width: an `at` value removed falls back to the cascade below it
      const from = resolveProps({}, pa, aa, breakpoints.from, breakpoint)[prop];
      const to = resolveProps({}, pb, ab, breakpoints.to, breakpoint)[prop];
      out.push({ what: 'prop', ...ref, prop, breakpoint, ...fromTo(from, to) });
    }
  }
  if (!sameJson(a.when, b.when)) out.push({ what: 'when', ...ref, ...fromTo(a.when, b.when) });
  return out;
}

function fromTo(from: unknown, to: unknown): { from?: unknown; to?: unknown } {
  return { ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) };
}

/**
 * What changed from one rendering of a tree to the other, in the new tree's order, then the removed
 * nodes in the old one's. A node inserted or removed with its parent is told by its parent's entry.
 */
export function treeChanges(tree: TreeName, from: Node | undefined, to: Node | undefined, breakpoints: { from: Breakpoint[]; to: Breakpoint[] }): Change[] {
  const before = placed(from);
  const after = placed(to);
  const moved = movedNodes(before, after);
  const kept = (p: Placed, other: Map<string, Placed>) => other.get(p.name)?.node.widget === p.node.widget;
  const withParent = (p: Placed, side: Map<string, Placed>, other: Map<string, Placed>) => {
    const parent = p.parent === null ? undefined : side.get(p.parent);
    return parent !== undefined && !kept(parent, other);
  };
  const out: Change[] = [];
  for (const b of after.values()) {
    const ref = { tree, node: b.name, widget: b.node.widget };
    const a = before.get(b.name);
    if (a && kept(b, before)) {
      if (moved.has(b.name)) out.push({ what: 'node', change: 'moved', ...ref, ...fromTo(place(a), place(b)) });
      out.push(...valueChanges(tree, a.node, b.node, b.name, breakpoints));
    } else if (!withParent(b, after, before)) out.push({ what: 'node', change: 'added', ...ref, ...fromTo(undefined, place(b)) });
  }
  for (const a of before.values()) {
    if (!kept(a, after) && !withParent(a, before, after)) {
      out.push({ what: 'node', change: 'removed', tree, node: a.name, widget: a.node.widget, ...fromTo(place(a), undefined) });
    }
  }
  return out;
}
