/**
 * Issue 15 part 2: lint-clean mutations of the shipped configs stay lint-clean (each sample put in
 * an in-memory copy of the project and linted in process). tests/unit/lint-clean-renders.property.test.tsx
 * renders the same kind of mutations.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadProject } from '../../engine/project/project.ts';
import { REPO_ROOT } from '../../engine/project/repo.ts';
import { memoryProject } from './testing/memory-project.ts';
import { mutationArb, type Mutation } from './testing/mutations.ts';
import { mutateTarget, sharedBreakpoints, treeTargets, type Target } from './testing/targets.ts';

const TARGETS = treeTargets(REPO_ROOT);
const BREAKPOINTS = sharedBreakpoints(loadProject());
const read = (rel: string) => readFileSync(join(REPO_ROOT, rel), 'utf8');
const mutate = (target: Target, mutations: readonly Mutation[]) => mutateTarget(REPO_ROOT, target, mutations, BREAKPOINTS);

describe('lint-clean mutations of the shipped configs', () => {
  const lintWith = (target: Target, text: string) => memoryProject({ [target.rel]: text }).lint(['site-configs']);

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
