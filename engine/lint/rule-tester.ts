/**
 * Rules tested the way typescript-eslint's RuleTester tests ESLint rules: a table of `valid` cases
 * (the rule reports nothing) and `invalid` ones (exactly these problems, and what its fixes write),
 * each linted in an in-memory copy of the repository's project. Nothing is written to disk.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { applyReplacements } from './fix-edits.ts';
import { nonOverlapping } from './fix.ts';
import { rules as registered } from './rules/index.ts';
import { memoryProject } from '../../tools/config-lint/testing/memory-project.ts';
import type { FleetSite } from './fleet.ts';
import type { Problem, Rule } from './types.ts';

/** What a case compares: where and what. End positions are the engine's (engine.test.ts); fixes are compared by their `output`. */
export type RuleProblem = Omit<Problem, 'endLine' | 'endColumn' | 'fix'>;

export interface ValidCase {
  /** the test's title */
  name: string;
  /** project-relative path → text, added to or replacing the repository's configs */
  files?: Readonly<Record<string, string>>;
  /** the project-relative file or directory linted; default: the first of `files`, else site-configs */
  lint?: string;
  /** start from no files at all instead of the repository's project */
  base?: 'shipped' | 'empty';
  /** the live sites the lint is given (a sites file, the store's fleet): RuleContext.sites */
  sites?: readonly FleetSite[];
  /** the instant the lint judges at (RuleContext.now); default: now */
  now?: number;
}

export interface InvalidCase extends ValidCase {
  /** the rule's problems in the linted files, in order (asymmetric matchers such as expect.objectContaining allowed) */
  problems: readonly RuleProblem[];
  /**
   * project-relative path → text after one pass of the rule's fixes (non-overlapping, in order), for
   * every file they change; null when the rule offers no fix. Required when it offers one.
   */
  output?: Readonly<Record<string, string>> | null;
}

export interface RuleTests {
  valid: readonly ValidCase[];
  invalid: readonly InvalidCase[];
}

/** A fixture beside a rule's test: `fixture(import.meta.url, 'broken.json')` reads `fixtures/broken.json`. */
export function fixture(testUrl: string, name: string): string {
  return readFileSync(join(dirname(fileURLToPath(testUrl)), 'fixtures', name), 'utf8');
}

/** The 1-based line of the `nth` line of `text` holding `needle`: a problem's line in a generated config. */
export function lineOf(text: string, needle: string, nth = 1): number {
  const lines = text.split('\n').flatMap((l, i) => (l.includes(needle) ? [i + 1] : []));
  const line = lines[nth - 1];
  if (line === undefined) throw new Error(`"${needle}" occurs ${lines.length} times, not ${nth}`);
  return line;
}

function core(p: Problem): RuleProblem {
  const { endLine: _line, endColumn: _column, fix: _fix, ...rest } = p;
  return rest;
}

/**
 * The rule's problems in one case's project, linted with every registered rule (so `$lint` entries
 * and other rules' ids read as they do in a real run) with this rule in its registered place.
 */
export function problemsOf(rule: Rule, test: ValidCase): { problems: Problem[]; text: (rel: string) => string | undefined } {
  const files = test.files ?? {};
  const project = memoryProject(files, test.base ?? 'shipped');
  const at = registered.findIndex((r) => r.meta.id === rule.meta.id);
  const rules = at < 0 ? [...registered, rule] : registered.map((r, i) => (i === at ? rule : r));
  const target = test.lint ?? Object.keys(files)[0] ?? 'site-configs';
  const problems = project
    .lint([target], { rules, ...(test.sites ? { sites: test.sites } : {}), ...(test.now === undefined ? {} : { now: test.now }) })
    .problems.filter((p) => p.ruleId === rule.meta.id);
  return { problems, text: project.text };
}

/** Each changed file's text after one pass of the problems' fixes. */
export function fixOutput(problems: readonly Problem[], text: (rel: string) => string | undefined): Record<string, string> {
  const byFile = new Map<string, Problem[]>();
  for (const p of problems) if (p.fix) byFile.set(p.file, [...(byFile.get(p.file) ?? []), p]);
  const out: Record<string, string> = {};
  for (const [rel, fixable] of byFile) {
    const before = text(rel) ?? '';
    const after = applyReplacements(
      before,
      nonOverlapping(fixable).flatMap((p) => p.fix?.replacements ?? []),
    );
    if (after !== before) out[rel] = after;
  }
  return out;
}

export class RuleTester {
  /** Registers one describe block per rule: a test per case. A rule needs at least one case of each kind. */
  run(rule: Rule, tests: RuleTests): void {
    const id = rule.meta.id;
    describe(`${id} (RuleTester)`, () => {
      it('has a case that reports nothing and one that reports something', () => {
        expect(tests.valid.length, `${id}: add a valid case (a config the rule accepts)`).toBeGreaterThan(0);
        expect(tests.invalid.length, `${id}: add an invalid case (a config the rule reports)`).toBeGreaterThan(0);
      });
      for (const test of tests.valid) {
        it(`valid: ${test.name}`, () => {
          expect(problemsOf(rule, test).problems.map(core)).toEqual([]);
        });
      }
      for (const test of tests.invalid) {
        it(`invalid: ${test.name}`, () => {
          const { problems, text } = problemsOf(rule, test);
          expect(problems.map(core)).toEqual(test.problems);
          const output = fixOutput(problems, text);
          if (Object.keys(output).length === 0) {
            expect(test.output ?? null, `${id}: no problem has a fix, so the case's output must be absent or null`).toBeNull();
            return;
          }
          expect(test.output, `${id}: the rule fixes this case: assert the files it writes in \`output\``).toBeDefined();
          expect(output).toEqual(test.output);
        });
      }
    });
  }
}
