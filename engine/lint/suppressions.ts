import type { ConfigFile } from '../project/config-files.ts';
import type { NodeVisit, Problem } from './types.ts';

/** The node member that lists the rule ids not to report inside that node (the node and its children). */
export const SUPPRESS_KEY = '$lint';

export interface Suppression {
  file: ConfigFile;
  /** the node's pointer in `file` */
  pointer: string;
  ids: string[];
  /** ids that silenced a problem (warnings; errors too under the gate's override) */
  used: Set<string>;
  /** error problems inside the node that an id named but could not silence, by rule id */
  refused: Map<string, number>;
}

/** A node's `$lint` list, located in the file that wrote it (for a template page, maybe a base). */
export function suppressionOf(visit: NodeVisit): Suppression | undefined {
  const ids = visit.node[SUPPRESS_KEY];
  if (!Array.isArray(ids)) return undefined;
  // a node a template's structural op moved or inserted is written elsewhere than its place in the tree
  const { file, pointer } = visit.tree.origin.resolve(`${visit.pointer}/${SUPPRESS_KEY}`);
  return {
    file,
    pointer: pointer.slice(0, -`/${SUPPRESS_KEY}`.length),
    ids: ids.filter((id): id is string => typeof id === 'string'),
    used: new Set(),
    refused: new Map(),
  };
}

function inside(problem: Problem, s: Suppression): boolean {
  return problem.file === s.file.rel && (problem.pointer === s.pointer || problem.pointer.startsWith(`${s.pointer}/`));
}

/**
 * The problems no suppression covers; marks on each suppression the ids it used. `$lint` silences
 * warnings only: an error stays (and the entry is counted in `refused`), unless `letThrough` is given,
 * the gate's audited override, which then receives every error it silenced.
 */
export function applySuppressions(problems: readonly Problem[], suppressions: readonly Suppression[], letThrough?: Problem[]): Problem[] {
  if (suppressions.length === 0) return [...problems];
  return problems.filter((p) => {
    const by = suppressions.find((s) => s.ids.includes(p.ruleId) && inside(p, s));
    if (!by) return true;
    if (p.severity === 'error') {
      if (!letThrough) {
        by.refused.set(p.ruleId, (by.refused.get(p.ruleId) ?? 0) + 1);
        return true;
      }
      letThrough.push(p);
    }
    by.used.add(p.ruleId);
    return false;
  });
}
