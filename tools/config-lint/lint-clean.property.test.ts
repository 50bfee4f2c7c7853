/**
 * Issue 15 part 2, first half: lint-clean mutations of the shipped configs stay lint-clean. The mutation
 * generator (testing/mutations.ts) is what the render half will drive once the server reads configs
 * at run time; here each sample is written into a temp copy of the project and linted in process.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listJsonFiles } from '../shared/config-files.ts';
import { loadProject } from '../shared/project.ts';
import { REPO_ROOT } from '../shared/repo.ts';
import { lint } from './lint.ts';
import { makeProject, removeProject } from './testing/fixture-project.ts';
import { applyMutation, mutationArb, type Mutation } from './testing/mutations.ts';

interface Target {
  rel: string;
  pointer: string;
}

const configDir = join(REPO_ROOT, 'site-configs');
const rel = (path: string) => path.slice(REPO_ROOT.length + 1);
const read = (r: string) => readFileSync(join(REPO_ROOT, r), 'utf8');

/** Every tree operators write: shared pages, layouts, and each template file's page overrides. */
const TARGETS: Target[] = listJsonFiles(configDir).flatMap((path): Target[] => {
  const r = rel(path);
  const doc = JSON.parse(read(r)) as Record<string, unknown>;
  if (doc['root']) return [{ rel: r, pointer: '/root' }];
  const pages = doc['pages'];
  if (typeof pages !== 'object' || pages === null) return [];
  return Object.keys(pages).map((name) => ({ rel: r, pointer: `/pages/${name}/root` }));
});

/** Breakpoint names every template has, so an `at` key is valid wherever a tree renders. */
const shipped = loadProject();
const BREAKPOINTS = [...shipped.templates.values()]
  .filter((t) => !t.abstract && t.merged)
  .map((t) => t.breakpoints.map((b) => b.name))
  .reduce((acc, names) => acc.filter((n) => names.includes(n)));

function mutate(target: Target, mutations: readonly Mutation[]): { text: string; applied: string[] } {
  const doc = JSON.parse(read(target.rel)) as Record<string, unknown>;
  const applied = mutations.flatMap((m) => applyMutation(doc, target.pointer, m, BREAKPOINTS) ?? []);
  return { text: `${JSON.stringify(doc, null, 2)}\n`, applied };
}

describe('lint-clean mutations of the shipped configs', () => {
  let root = '';
  const lintWith = (target: Target, text: string) => {
    writeFileSync(join(root, target.rel), text);
    try {
      return lint({ root, paths: [join(root, 'site-configs')] });
    } finally {
      writeFileSync(join(root, target.rel), read(target.rel));
    }
  };
  beforeAll(() => {
    root = makeProject();
  });
  afterAll(() => removeProject(root));

  it('finds trees to mutate and breakpoints every template shares', () => {
    expect(TARGETS.length).toBeGreaterThan(70);
    expect(BREAKPOINTS).toEqual(expect.arrayContaining(['mobile', 'tablet', 'desktop']));
  });

  it('a mutation the schema forbids is caught (the property can fail)', () => {
    const target = { rel: 'site-configs/pages/slots.json', pointer: '/root' };
    const doc = JSON.parse(read(target.rel)) as { root: { props?: Record<string, unknown>; children?: { props?: Record<string, unknown> }[] } };
    const grid = JSON.stringify(doc).includes('"GameGrid"');
    expect(grid).toBe(true);
    const text = read(target.rel).replace(/"widget": "GameGrid"/, '"widget": "GameGrid", "props": { "columns": 99 }, "x": 1');
    expect(lintWith(target, text).errorCount).toBeGreaterThan(0);
  });

  it('reorder, move, set props within their schema, add, remove, per-breakpoint props: 0 lint errors', () => {
    let changed = 0;
    fc.assert(
      fc.property(fc.constantFrom(...TARGETS), fc.array(mutationArb, { minLength: 1, maxLength: 4 }), (target, mutations) => {
        const { text, applied } = mutate(target, mutations);
        if (applied.length) changed++;
        const result = lintWith(target, text);
        const errors = result.problems.filter((p) => p.severity === 'error');
        expect(errors, `${target.rel}${target.pointer} after ${applied.join('; ')}`).toEqual([]);
      }),
      { numRuns: 40 },
    );
    expect(changed).toBeGreaterThan(20);
  }, 60_000);
});
