import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

/**
 * No import cycle anywhere in the code: a cycle is a layer that imports what stands on it, and the
 * ESLint layering (eslint.config.js) cannot see one inside a layer. Judged on the code as it runs
 * (type-only imports are erased): the studio store's state type names its slices and each slice takes
 * the store's kit typed by it, as Puck's store/slices do, and that loop exists only for the compiler.
 */
const SOURCES = ['src', 'engine', 'tools', 'studio', 'schemas', 'widgets', 'bench'];

async function cycles(): Promise<string[]> {
  const result = await cruise(SOURCES, {
    ruleSet: { forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }] },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|schemas/generated|dist)/' },
    tsPreCompilationDeps: false,
    validate: true,
  });
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((v) => [v.from, ...(v.cycle ?? []).map((step) => step.name)].join(' > '));
}

describe('import cycles', () => {
  it('there are none', async () => {
    expect(await cycles()).toEqual([]);
  }, 120_000);
});
