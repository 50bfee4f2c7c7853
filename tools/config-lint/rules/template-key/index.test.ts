import { describe, expect, it } from 'vitest';
import { fixture, problemsFor } from '../../testing/fixture-project.ts';
import { rule } from './index.ts';

describe('template-key', () => {
  it('has its meta', () => {
    expect(rule.meta.id).toBe('template-key');
  });

  it('reports a key that differs from the file name, suggesting the file name', () => {
    const problems = problemsFor('template-key', { 'site-configs/templates/casino9.json': fixture(import.meta.url, 'casino9.json') });
    expect(problems).toEqual([
      {
        ruleId: 'template-key',
        severity: 'error',
        file: 'site-configs/templates/casino9.json',
        line: 4,
        column: 10,
        pointer: '/key',
        message: 'key "casino99" differs from the file name casino9.json; did you mean "casino9"?',
        suggestion: 'casino9',
      },
    ]);
  });

  it('passes the shipped templates (abstract bases carry a placeholder key)', () => {
    expect(problemsFor('template-key', {}, 'site-configs/templates')).toEqual([]);
  });
});
