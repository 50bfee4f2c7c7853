import { describe, expect, it } from 'vitest';
import { DEFAULT_BUDGETS } from '../../budgets.ts';
import { fixture, RuleTester } from '../../rule-tester.ts';
import { memoryProject } from '../../../../tools/config-lint/testing/memory-project.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);
const HOME = 'site-configs/pages/home.json';
const budgets = (b: object) => JSON.stringify({ budgets: b });

/** A page of `n` widgets in one Stack, as compact as JSON gets (the probe's 30,000-node page). */
function bigPage(n: number): string {
  return JSON.stringify({
    $schema: '../../schemas/generated/page.schema.json',
    version: 1,
    root: { widget: 'Stack', children: Array.from({ length: n }, () => ({ widget: 'Marquee' })) },
  });
}

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs with the default budgets', lint: 'site-configs' },
    { name: 'a small page with the default budgets', files: { [HOME]: F('small.json') } },
  ],
  invalid: [
    {
      name: 'states the figures when a page exceeds the budgets',
      files: { [HOME]: F('small.json'), 'config-lint.json': budgets({ pageNodes: 4, pageDepth: 3, pageBytes: 100 }) },
      lint: HOME,
      problems: [
        {
          ruleId: 'page-budget',
          severity: 'error',
          file: HOME,
          line: 4,
          column: 11,
          pointer: '/root',
          message: 'page home has 5 nodes (budget 4): split it into pages',
        },
        expect.objectContaining({ line: 4, column: 11, pointer: '/root', message: 'page home is 137 bytes of JSON (budget 100)' }),
        expect.objectContaining({
          line: 11,
          column: 45,
          pointer: '/root/children/1/children/0/children/0',
          message: 'page home nests 4 nodes deep (budget 3): flatten it',
        }),
      ],
    },
  ],
});

describe('page-budget', () => {
  it('is an error', () => {
    expect(rule.meta.severity).toBe('error');
  });

  it('refuses the 30,000-node page with its count, and lints it in bounded time', () => {
    const project = memoryProject({ [HOME]: bigPage(30_000) });
    const t0 = performance.now();
    const problems = project.lint([HOME]).problems.filter((p) => p.ruleId === 'page-budget');
    expect(performance.now() - t0).toBeLessThan(5_000);
    expect(problems.map((p) => p.message)).toEqual([
      'page home has 30,001 nodes (budget 2,000): split it into pages',
      'page home is 630,031 bytes of JSON (budget 262,144)',
    ]);
  });

  it('does not read a file over the file budget: one problem with its size, no parse', () => {
    const t0 = performance.now();
    const result = memoryProject({ [HOME]: bigPage(60_000) }).lint([HOME]);
    expect(performance.now() - t0).toBeLessThan(2_000);
    expect(result.problems.map((p) => [p.ruleId, p.line, p.column, p.message])).toEqual([
      [
        'page-budget',
        1,
        1,
        `site-configs/pages/home.json is 1,260,105 bytes (budget ${DEFAULT_BUDGETS.fileBytes.toLocaleString('en-US')} per file), so it is not read`,
      ],
    ]);
    // raising the budget in config-lint.json is allowed: the file is then read and judged by the page budgets
    const raised = memoryProject({
      [HOME]: bigPage(60_000),
      'config-lint.json': budgets({ fileBytes: 2_000_000, pageNodes: 100_000, pageBytes: 2_000_000 }),
    });
    expect(raised.lint([HOME]).problems).toEqual([]);
  });
});
