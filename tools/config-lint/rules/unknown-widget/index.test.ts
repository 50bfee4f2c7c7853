import { describe, expect, it } from 'vitest';
import { fixture, problemsFor } from '../../testing/fixture-project.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);

describe('unknown-widget', () => {
  it('has its meta', () => {
    expect(rule.meta.id).toBe('unknown-widget');
  });

  it('names the unknown widget and suggests the closest registered one', () => {
    const problems = problemsFor('unknown-widget', { 'site-configs/pages/home.json': F('typo.json') });
    expect(problems).toEqual([
      {
        ruleId: 'unknown-widget',
        severity: 'error',
        file: 'site-configs/pages/home.json',
        line: 7,
        column: 19,
        pointer: '/root/children/0/widget',
        message: 'unknown widget "GameGrd"; did you mean "GameGrid"?',
        suggestion: 'GameGrid',
      },
      expect.objectContaining({
        line: 8,
        column: 19,
        pointer: '/root/children/1/widget',
        message: expect.stringContaining('unknown widget "Carousel3D"; registered: Outlet, '),
      }),
    ]);
  });
});
