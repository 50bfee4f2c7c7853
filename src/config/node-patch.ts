import type { Node, Props } from '../../schemas/node.ts';
import type { NodePatch } from '../../schemas/template.ts';
import { applyStructure, type StructuralOp } from './structure-patch.ts';
import { PROTOTYPE_KEYS } from './merge-patch.ts';

/** A template's node patches of one page or layout, by node id. */
export type NodePatches = Record<string, NodePatch>;

export interface TemplatePatches {
  pages: Record<string, NodePatches>;
  layouts: Record<string, NodePatches>;
  /** structural ops (insert, move, remove) by tree name, applied before the node patches */
  structure?: { pages: Record<string, StructuralOp[]>; layouts: Record<string, StructuralOp[]> };
}

function patchNode(node: Node, patch: NodePatch): Node {
  const out: Node = { ...node };
  if (patch.props) out.props = { ...node.props, ...patch.props };
  if (patch.at) {
    const at: Record<string, Props> = { ...node.at };
    for (const [bp, values] of Object.entries(patch.at)) if (!PROTOTYPE_KEYS.has(bp)) at[bp] = { ...at[bp], ...values };
    out.at = at;
  }
  if (patch.when) out.when = patch.when;
  return out;
}

/**
 * The tree with each patched node's props and at[bp] values set over its own and its `when`
 * replaced; the nodes are found by id. Untouched subtrees are shared, the input is not changed.
 * `missing` lists the ids no node has (config-lint reports them).
 */
export function applyNodePatches(root: Node, patches: NodePatches | undefined): { root: Node; missing: string[] } {
  if (!patches || Object.keys(patches).length === 0) return { root, missing: [] };
  const found = new Set<string>();
  const visit = (node: Node): Node => {
    // a malformed tree (config-lint reads unvalidated files) is left as it is
    if (typeof node !== 'object' || node === null) return node;
    // own keys only: a node named `constructor` finds no patch on Object.prototype
    const patch = node.id !== undefined && Object.hasOwn(patches, node.id) ? patches[node.id] : undefined;
    let out = node;
    if (patch && node.id !== undefined) {
      found.add(node.id);
      out = patchNode(node, patch);
    }
    if (node.children) {
      const children = node.children.map(visit);
      if (children.some((c, i) => c !== node.children?.[i])) out = { ...out, children };
    }
    return out;
  };
  const patched = visit(root);
  return { root: patched, missing: Object.keys(patches).filter((id) => !found.has(id)) };
}

/**
 * A page or layout file with its template's patches applied (the same file when there are none):
 * the structural ops first, so node patches may address a node an op inserted.
 */
export function patchFile<T extends { root: Node }>(file: T, patches: NodePatches | undefined, ops?: readonly StructuralOp[]): T {
  const { root } = applyNodePatches(applyStructure(file.root, ops).root, patches);
  return root === file.root ? file : { ...file, root };
}

/** The patches a resolved template has for one of its trees. */
export function treePatches(
  patches: TemplatePatches | undefined,
  kind: 'pages' | 'layouts',
  name: string,
): [NodePatches | undefined, StructuralOp[] | undefined] {
  const own = <T>(record: Record<string, T> | undefined): T | undefined => (record && Object.hasOwn(record, name) ? record[name] : undefined);
  return [own(patches?.[kind]), own(patches?.structure?.[kind])];
}
