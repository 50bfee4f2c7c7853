import { describe, expect, it } from 'vitest';
import { fixture, problemsFor } from '../../testing/fixture-project.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);

describe('colour-schemes', () => {
  it('has its meta', () => {
    expect(rule.meta.id).toBe('colour-schemes');
  });

  it('reports a misnamed scheme, a missing one and a missing token', () => {
    const problems = problemsFor('colour-schemes', { 'site-configs/templates/casino9.json': F('bad-schemes.json') });
    expect(problems).toEqual([
      {
        ruleId: 'colour-schemes',
        severity: 'error',
        file: 'site-configs/templates/casino9.json',
        line: 8,
        column: 3,
        pointer: '/schemes',
        message: 'template casino9 is missing colour scheme color2-5',
      },
      expect.objectContaining({
        line: 11,
        column: 5,
        pointer: '/schemes/color2-3',
        message: 'template casino9: scheme "color2-3" is missing tokens accent, border',
      }),
      expect.objectContaining({ line: 13, column: 5, pointer: '/schemes/color2-6', suggestion: 'color2-5' }),
    ]);
  });
});
