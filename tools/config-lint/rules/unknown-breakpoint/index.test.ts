import { describe, expect, it } from 'vitest';
import { fixture, problemsFor } from '../../testing/fixture-project.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);

describe('unknown-breakpoint', () => {
  it('has its meta', () => {
    expect(rule.meta.id).toBe('unknown-breakpoint');
  });

  it('reports an at key that is no breakpoint, with a suggestion', () => {
    const problems = problemsFor('unknown-breakpoint', { 'site-configs/pages/home.json': F('typo.json') });
    expect(problems).toEqual([
      {
        ruleId: 'unknown-breakpoint',
        severity: 'error',
        file: 'site-configs/pages/home.json',
        line: 7,
        column: 13,
        pointer: '/root/at/tablett',
        message: '"tablett" is not a breakpoint of page home; did you mean "tablet"?',
        suggestion: 'tablet',
      },
    ]);
  });
});
