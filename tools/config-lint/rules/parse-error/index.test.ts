import { describe, expect, it } from 'vitest';
import { fixture, problemsFor } from '../../testing/fixture-project.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);

describe('parse-error', () => {
  it('has its meta', () => {
    expect(rule.meta.id).toBe('parse-error');
  });

  it('reports malformed JSON with its position, not a stack trace', () => {
    const problems = problemsFor('parse-error', { 'site-configs/pages/home.json': F('missing-comma.json') });
    expect(problems).toEqual([
      {
        ruleId: 'parse-error',
        severity: 'error',
        file: 'site-configs/pages/home.json',
        line: 4,
        column: 3,
        pointer: '',
        message: 'CommaExpected (JSON syntax)',
      },
    ]);
  });
});
