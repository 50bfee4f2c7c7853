import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { displayBase } from '../project/project.ts';
import { diskFs } from '../project/project-fs.ts';
import { applyReplacements } from './fix-edits.ts';
import { lint, lintTarget, type LintOptions, type LintResult } from './lint.ts';
import type { Problem } from './types.ts';

/** Problems that mean a file no longer reads as a config: a fix must not add any. */
const BREAKING = new Set(['parse-error', 'schema']);
const MAX_ROUNDS = 10;

export interface FileFix {
  /** absolute path */
  path: string;
  rel: string;
  before: string;
  after: string;
  applied: Problem[];
  /** fixes left out because the file would no longer be valid with them */
  rejected: Problem[];
}

export interface FixRun {
  files: FileFix[];
  /** the lint of the fixed files: what is left */
  result: LintResult;
}

function breaking(result: LintResult, rel: string): number {
  // whatever severity config-lint.json gives them
  return result.problems.filter((p) => p.file === rel && BREAKING.has(p.ruleId)).length;
}

/** Fixes that do not overlap, first come first served; a migration goes alone. */
export function nonOverlapping(problems: readonly Problem[]): Problem[] {
  // a migration changes the file's shape: other fixes wait for the next round
  const migration = problems.find((p) => p.ruleId === 'needs-migration');
  if (migration) return [migration];
  const taken: [number, number][] = [];
  return problems.filter((p) => {
    const spans = p.fix?.replacements.map((r): [number, number] => [r.offset, r.offset + r.length]) ?? [];
    if (spans.some(([a, b]) => taken.some(([c, d]) => (a < d && c < b) || (a === c && b === d)))) return false;
    taken.push(...spans);
    return true;
  });
}

/**
 * Applies every machine-applicable fix, in rounds (a migration can make rename fixes possible),
 * keeping a file's fixes only when the file lints without new syntax or schema errors; when a
 * round's fixes break a file together, its fixes are tried one at a time, so only the bad one is left out.
 * Writes nothing: the caller writes `after` or prints a diff.
 */
export function computeFixes(options: LintOptions): FixRun {
  const { root, configDir } = lintTarget(options);
  // problems name files from the display base: the project, or the parent of a directory outside it
  const base = displayBase(root, configDir);
  let contents = new Map(options.contents ?? []);
  const fs = options.fs ?? diskFs;
  const text = (path: string) => contents.get(path) ?? fs.readText(path) ?? '';
  const files = new Map<string, FileFix>();
  const skip = new Set<string>();
  // files where fixes applied together broke the file: one fix per round, to find the one that does
  const single = new Set<string>();
  const keyOf = (p: Problem) => `${p.file}\0${p.pointer}\0${p.ruleId}`;
  let result = lint({ ...options, root, configDir, contents });
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const byFile = new Map<string, Problem[]>();
    for (const p of result.problems) if (p.fix && !skip.has(keyOf(p))) byFile.set(p.file, [...(byFile.get(p.file) ?? []), p]);
    if (byFile.size === 0) break;
    const next = new Map(contents);
    const tried = new Map<string, Problem[]>();
    for (const [rel, problems] of byFile) {
      const path = join(base, rel);
      const fixes = single.has(rel) ? problems.slice(0, 1) : nonOverlapping(problems);
      if (!files.has(rel)) files.set(rel, { path, rel, before: text(path), after: text(path), applied: [], rejected: [] });
      next.set(
        path,
        applyReplacements(
          text(path),
          fixes.flatMap((p) => p.fix?.replacements ?? []),
        ),
      );
      tried.set(rel, fixes);
    }
    let after = lint({ ...options, root, contents: next });
    const rejected = [...tried.keys()].filter((rel) => breaking(after, rel) > breaking(result, rel));
    for (const rel of rejected) {
      const path = join(base, rel);
      const previous = contents.get(path);
      if (previous === undefined) next.delete(path);
      else next.set(path, previous);
      const fixes = tried.get(rel) ?? [];
      if (fixes.length > 1) {
        single.add(rel);
        continue;
      }
      for (const p of fixes) skip.add(keyOf(p));
      files.get(rel)?.rejected.push(...fixes);
    }
    if (rejected.length) after = lint({ ...options, root, contents: next });
    for (const [rel, fixes] of tried) {
      if (rejected.includes(rel)) continue;
      const f = files.get(rel);
      if (!f) continue;
      f.applied.push(...fixes);
      f.after = next.get(f.path) ?? f.after;
    }
    contents = next;
    result = after;
  }
  const strip = (p: Problem): Problem => {
    if (!skip.has(keyOf(p))) return p;
    const { fix: _fix, ...rest } = p;
    return rest;
  };
  return { files: [...files.values()].filter((f) => f.after !== f.before || f.rejected.length), result: { ...result, problems: result.problems.map(strip) } };
}

/** Writes the fixed files (to disk unless told where). */
export function writeFixes(run: FixRun, write: (path: string, text: string) => void = (path, text) => writeFileSync(path, text)): void {
  for (const f of run.files) if (f.after !== f.before) write(f.path, f.after);
}
