import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '../../shared/repo.ts';
import { lint } from '../lint.ts';
import type { Problem } from '../types.ts';

/**
 * A temporary copy of the project's configs (site-configs/, public/, and only locales/en so a
 * translation in progress elsewhere cannot change a test's outcome) with some files replaced.
 */
export function makeProject(files: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'config-lint-'));
  cpSync(join(REPO_ROOT, 'site-configs'), join(root, 'site-configs'), { recursive: true });
  cpSync(join(REPO_ROOT, 'public'), join(root, 'public'), { recursive: true });
  cpSync(join(REPO_ROOT, 'locales', 'en'), join(root, 'locales', 'en'), { recursive: true });
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}

export function removeProject(root: string): void {
  rmSync(root, { recursive: true, force: true });
}

/** A fixture file beside a rule's test: `fixture(import.meta.url, 'broken.json')`. */
export function fixture(testUrl: string, name: string): string {
  return readFileSync(join(dirname(fileURLToPath(testUrl)), 'fixtures', name), 'utf8');
}

/** What rule tests compare: where and what. End positions and fixes are the engine's (engine.test.ts). */
export type RuleProblem = Omit<Problem, 'endLine' | 'endColumn' | 'fix'>;

function core(p: Problem): RuleProblem {
  const { endLine: _line, endColumn: _column, fix: _fix, ...rest } = p;
  return rest;
}

/** Lints one file of a temp project and keeps one rule's problems, with their end positions and fixes. */
export function fullProblems(root: string, rel: string, ruleId: string): Problem[] {
  return lint({ root, paths: [join(root, rel)] }).problems.filter((p) => p.ruleId === ruleId);
}

/** Lints one file of a temp project and keeps one rule's problems. */
export function lintOne(root: string, rel: string, ruleId: string): RuleProblem[] {
  return fullProblems(root, rel, ruleId).map(core);
}

/** Builds a project with the given files, lints `rel`, cleans up, returns that rule's problems. */
export function problemsFor(ruleId: string, files: Record<string, string>, rel = Object.keys(files)[0] ?? ''): RuleProblem[] {
  const root = makeProject(files);
  try {
    return lintOne(root, rel, ruleId);
  } finally {
    removeProject(root);
  }
}

/** problemsFor with end positions and fixes. */
export function fullProblemsFor(ruleId: string, files: Record<string, string>, rel = Object.keys(files)[0] ?? ''): Problem[] {
  const root = makeProject(files);
  try {
    return fullProblems(root, rel, ruleId);
  } finally {
    removeProject(root);
  }
}
