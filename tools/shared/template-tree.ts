import { applyNodePatches, type NodePatches } from '../../src/config/node-patch.ts';
import type { Node } from '../../schemas/node.ts';
import { seg } from './json-pointer.ts';
import { Origin } from './origin.ts';
import { nodeIds, PatchedOrigin } from './patched-origin.ts';
import { renderedTree, type Project, type TemplateInfo } from './project.ts';
import { isRecord } from '../../schemas/is-record.ts';

export interface TemplateTree {
  root: unknown;
  rootPointer: string;
  origin: Origin;
  /** the template's own page (pages.<name>), or the shared file */
  own: boolean;
  /** the template patches nodes of it */
  patched: boolean;
}

/** A page or layout as a template renders it: its own page or the shared file, with its node patches applied. */
export function templateTree(project: Project, t: TemplateInfo, kind: 'pages' | 'layouts', name: string): TemplateTree | undefined {
  const base = renderedTree(project, t, kind, name);
  if (!base) return undefined;
  const own = base.rootPointer !== '/root';
  const patches = t.merged?.['patches'];
  const mine = isRecord(patches) && isRecord(patches[kind]) ? (patches[kind] as Record<string, unknown>)[name] : undefined;
  if (!isRecord(mine) || !isRecord(base.root)) return { ...base, own, patched: false };
  const { root } = applyNodePatches(base.root as unknown as Node, mine as NodePatches);
  const origin = new PatchedOrigin(base.origin, new Origin(t.chain), mine, `/patches/${kind}/${seg(name)}`, nodeIds(base.root, base.rootPointer));
  return { root, rootPointer: base.rootPointer, origin, own, patched: true };
}
