import type { AppliedOp, OpProblem } from '../../src/config/structure-patch.ts';
import { Origin } from './origin.ts';
import { patchTree } from './patched-tree.ts';
import { renderedTree, type Project, type TemplateInfo } from './project.ts';

export interface TemplateTree {
  root: unknown;
  rootPointer: string;
  origin: Origin;
  /** the template's own page (pages.<name>), or the shared file */
  own: boolean;
  /** the template patches nodes of it, or applies structural ops to it */
  patched: boolean;
  /** the structural ops applied to it, in order, and those that could not apply */
  applied: AppliedOp[];
  problems: OpProblem[];
}

/** A page or layout as a template renders it: its own page or the shared file, with its structural ops and node patches applied. */
export function templateTree(project: Project, t: TemplateInfo, kind: 'pages' | 'layouts', name: string): TemplateTree | undefined {
  const base = renderedTree(project, t, kind, name);
  if (!base) return undefined;
  const own = base.rootPointer !== '/root';
  const { root, origin, applied, problems, patched } = patchTree(base, new Origin(t.chain), t.merged, kind, name);
  return { root, rootPointer: base.rootPointer, origin, own, patched, applied, problems };
}
