import { describe, expect, it } from 'vitest';
import { fixture, problemsFor } from '../../testing/fixture-project.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);

describe('extends', () => {
  it('has its meta', () => {
    expect(rule.meta.id).toBe('extends');
  });

  it('reports a missing base with a suggestion', () => {
    const problems = problemsFor('extends', { 'site-configs/templates/casino9.json': F('missing-base.json') });
    expect(problems).toEqual([
      {
        ruleId: 'extends',
        severity: 'error',
        file: 'site-configs/templates/casino9.json',
        line: 5,
        column: 14,
        pointer: '/extends',
        message: 'extends "_casinoo", which is not a template in site-configs/templates/; did you mean "_casino"?',
        suggestion: '_casino',
      },
    ]);
  });

  it('reports each template of a cycle', () => {
    const problems = problemsFor(
      'extends',
      { 'site-configs/templates/loop1.json': F('cycle-a.json'), 'site-configs/templates/loop2.json': F('cycle-b.json') },
      'site-configs/templates',
    );
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'site-configs/templates/loop1.json',
        line: 5,
        column: 14,
        pointer: '/extends',
        message: 'extends cycle: loop1 → loop2 → loop1',
      }),
      expect.objectContaining({
        file: 'site-configs/templates/loop2.json',
        line: 5,
        column: 14,
        pointer: '/extends',
        message: 'extends cycle: loop2 → loop1 → loop2',
      }),
    ]);
  });
});
