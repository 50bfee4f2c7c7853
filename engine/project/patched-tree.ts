import { applyNodePatches, type NodePatches } from '../../src/config/node-patch.ts';
import { applyStructure, type AppliedOp, type OpProblem, type StructuralOp } from '../../src/config/structure-patch.ts';
import type { Node } from '../../schemas/node.ts';
import { seg } from './json-pointer.ts';
import { Origin } from './origin.ts';
import { nodeIds, PatchedOrigin } from './patched-origin.ts';
import { StructuredOrigin } from './structured-origin.ts';
import { isRecord } from '../../schemas/is-record.ts';

type Json = Record<string, unknown>;

export interface PatchedTree {
  root: unknown;
  origin: Origin;
  /** the structural ops applied, and those that could not apply */
  applied: AppliedOp[];
  problems: OpProblem[];
  /** the template changes this tree (node patches or structural ops) */
  patched: boolean;
}

/** A template's node patches and structural ops of one tree (merged over its chain). */
export function patchesOf(merged: Json | undefined, kind: 'pages' | 'layouts', name: string): { nodes: Json | undefined; ops: unknown[] | undefined } {
  const patches = merged?.['patches'];
  if (!isRecord(patches)) return { nodes: undefined, ops: undefined };
  const byName = patches[kind];
  const nodes = isRecord(byName) && isRecord(byName[name]) ? byName[name] : undefined;
  const structure = patches['structure'];
  const opsByName = isRecord(structure) ? structure[kind] : undefined;
  const ops = isRecord(opsByName) && Array.isArray(opsByName[name]) ? (opsByName[name] as unknown[]) : undefined;
  return { nodes, ops };
}

/**
 * A page or layout as a template renders it, as the server does (src/config/node-patch.ts): its
 * structural ops, then its node patches, with an origin that locates every value in the file and
 * pointer that set it (the tree, a node patch, or the op that inserted the node).
 */
export function patchTree(
  base: { root: unknown; rootPointer: string; origin: Origin },
  chain: Origin,
  merged: Json | undefined,
  kind: 'pages' | 'layouts',
  name: string,
): PatchedTree {
  const { nodes, ops } = patchesOf(merged, kind, name);
  if ((!nodes && !ops?.length) || !isRecord(base.root)) return { root: base.root, origin: base.origin, applied: [], problems: [], patched: false };
  const structured = applyStructure(base.root as unknown as Node, (ops ?? []).filter(isRecord) as StructuralOp[], true);
  const tree = structured.sources
    ? new StructuredOrigin(base.origin, chain, `/patches/structure/${kind}/${seg(name)}`, structured.sources, base.rootPointer)
    : base.origin;
  const { root } = applyNodePatches(structured.root, nodes as NodePatches | undefined);
  const origin = new PatchedOrigin(tree, chain, nodes ?? {}, `/patches/${kind}/${seg(name)}`, nodeIds(structured.root, base.rootPointer));
  return { root, origin, applied: structured.applied, problems: structured.problems, patched: true };
}
