import { describe, expect, it } from 'vitest';
import { fixture, problemsFor } from '../../testing/fixture-project.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);

describe('page-not-a-route', () => {
  it('has its meta', () => {
    expect(rule.meta.id).toBe('page-not-a-route');
  });

  it('reports a page file no route renders', () => {
    const problems = problemsFor('page-not-a-route', { 'site-configs/pages/casinos.json': F('orphan-page.json') });
    expect(problems).toEqual([
      {
        ruleId: 'page-not-a-route',
        severity: 'error',
        file: 'site-configs/pages/casinos.json',
        line: 1,
        column: 1,
        pointer: '',
        message: 'page "casinos" is not the page of any route in routes.json; did you mean "casino"?',
        suggestion: 'casino',
      },
    ]);
  });

  it('reports a template pages key no route renders', () => {
    const problems = problemsFor('page-not-a-route', { 'site-configs/templates/casino9.json': F('template-page.json') });
    expect(problems).toEqual([
      expect.objectContaining({ file: 'site-configs/templates/casino9.json', line: 7, column: 5, pointer: '/pages/promotion', suggestion: 'promotions' }),
    ]);
  });
});
