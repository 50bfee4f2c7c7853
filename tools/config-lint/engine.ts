import type { Project } from '../shared/project.ts';
import type { Problem, ReportInput, Rule, RuleVisitor } from './types.ts';
import { walkTree } from './walk.ts';

export class RuleError extends Error {
  constructor(readonly ruleId: string, cause: unknown, file?: string) {
    super(`rule ${ruleId} failed${file ? ` on ${file}` : ''}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/**
 * Runs every rule over the project in one pass. `only` limits problems to the files asked for;
 * the whole project is still read, since most rules look across files.
 */
export function runRules(project: Project, rules: readonly Rule[], only?: Set<string>): Problem[] {
  const problems = new Map<string, Problem>();
  const visitors: { id: string; v: RuleVisitor }[] = rules.map((rule) => ({
    id: rule.meta.id,
    v: rule.create({
      project,
      report(input: ReportInput) {
        const loc = input.origin
          ? input.origin.locate(input.pointer, input.key)
          : input.file
            ? { file: input.file, ...input.file.source.locate(input.pointer, input.key) }
            : undefined;
        if (!loc) throw new Error('report() needs a file or an origin');
        if (only && !only.has(loc.file.path)) return;
        const problem: Problem = {
          ruleId: rule.meta.id,
          severity: rule.meta.severity,
          file: loc.file.rel,
          line: input.position?.line ?? loc.line,
          column: input.position?.column ?? loc.column,
          // merge patch keeps paths, so the pointer is the same in the file that set the value
          pointer: input.pointer,
          message: input.message,
        };
        if (input.suggestion !== undefined) problem.suggestion = input.suggestion;
        // templates sharing a base report the base's problem once
        problems.set(`${problem.ruleId}\0${problem.file}\0${problem.pointer}\0${problem.message}`, problem);
      },
    }),
  }));
  const call = (fn: (v: RuleVisitor) => void, file?: string) => {
    for (const { id, v } of visitors) {
      try {
        fn(v);
      } catch (e) {
        throw new RuleError(id, e, file);
      }
    }
  };
  for (const file of project.current) call((v) => v.onFile?.(file), file.rel);
  for (const tree of project.trees) {
    const file = tree.origin.files[0]?.rel;
    call((v) => v.onTree?.(tree), file);
    for (const visit of walkTree(tree)) call((v) => v.onNode?.(visit), file);
  }
  call((v) => v.onEnd?.());
  return [...problems.values()].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.ruleId.localeCompare(b.ruleId),
  );
}
