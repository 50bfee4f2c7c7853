import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listJsonFiles } from '../../../engine/project/config-files.ts';
import type { Project } from '../../../engine/project/project.ts';
import { applyMutation, type Mutation } from './mutations.ts';

/** One tree an operator writes: a shared page or layout (`/root`), or a template's page override. */
export interface Target {
  rel: string;
  pointer: string;
}

/** Every tree in a project's site-configs/: shared pages, layouts, and each template file's page overrides. */
export function treeTargets(root: string): Target[] {
  const configDir = join(root, 'site-configs');
  return listJsonFiles(configDir).flatMap((path): Target[] => {
    const rel = path.slice(root.length + 1);
    const doc = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    if (doc['root']) return [{ rel, pointer: '/root' }];
    const pages = doc['pages'];
    if (typeof pages !== 'object' || pages === null) return [];
    return Object.keys(pages).map((name) => ({ rel, pointer: `/pages/${name}/root` }));
  });
}

/** Breakpoint names every concrete template has, so an `at` key is valid wherever a tree renders. */
export function sharedBreakpoints(project: Project): string[] {
  return [...project.templates.values()]
    .filter((t) => !t.abstract && t.merged)
    .map((t) => t.breakpoints.map((b) => b.name))
    .reduce((acc, names) => acc.filter((n) => names.includes(n)));
}

/** The target's file with the mutations applied, as the text an operator would save, and what changed. */
export function mutateTarget(
  root: string,
  target: Target,
  mutations: readonly Mutation[],
  breakpoints: readonly string[],
): { text: string; applied: string[] } {
  const doc = JSON.parse(readFileSync(join(root, target.rel), 'utf8')) as Record<string, unknown>;
  const applied = mutations.flatMap((m) => applyMutation(doc, target.pointer, m, breakpoints) ?? []);
  return { text: `${JSON.stringify(doc, null, 2)}\n`, applied };
}
