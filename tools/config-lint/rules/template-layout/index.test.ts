import { describe, expect, it } from 'vitest';
import { fixture, problemsFor } from '../../testing/fixture-project.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);

describe('template-layout', () => {
  it('has its meta', () => {
    expect(rule.meta.id).toBe('template-layout');
  });

  it('reports template18', () => {
    const problems = problemsFor('template-layout', { 'site-configs/templates/casino9.json': F('template18.json') });
    expect(problems).toEqual([
      {
        ruleId: 'template-layout',
        severity: 'error',
        file: 'site-configs/templates/casino9.json',
        line: 6,
        column: 13,
        pointer: '/layout',
        message: 'template casino9 uses layout "template18", which does not exist (there is no template18, §2)',
      },
    ]);
  });

  it('reports a missing layout with a suggestion', () => {
    const problems = problemsFor('template-layout', { 'site-configs/templates/casino9.json': F('typo.json') });
    expect(problems).toEqual([expect.objectContaining({ line: 6, column: 13, pointer: '/layout', suggestion: 'template1' })]);
  });
});
