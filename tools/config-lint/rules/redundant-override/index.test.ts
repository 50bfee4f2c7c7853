import { describe, expect, it } from 'vitest';
import { fixture, problemsFor } from '../../testing/fixture-project.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);

describe('redundant-override', () => {
  it('has its meta', () => {
    expect(rule.meta.id).toBe('redundant-override');
  });

  it('warns when an override repeats the inherited value', () => {
    const problems = problemsFor('redundant-override', { 'site-configs/pages/home.json': F('repeat.json') });
    expect(problems).toEqual([
      {
        ruleId: 'redundant-override',
        severity: 'warning',
        file: 'site-configs/pages/home.json',
        line: 7,
        column: 54,
        pointer: '/root/at/desktop/columns',
        message: 'GameGrid prop "columns" at desktop repeats the inherited value 4; remove it',
      },
    ]);
  });
});
