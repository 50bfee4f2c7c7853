import { describe, expect, it } from 'vitest';
import { fixture, problemsFor } from '../../testing/fixture-project.ts';
import { rule } from './index.ts';

describe('duplicate-key', () => {
  it('has its meta', () => {
    expect(rule.meta.id).toBe('duplicate-key');
  });

  it('reports every repeated key at the repeat, naming the first', () => {
    const problems = problemsFor('duplicate-key', { 'site-configs/pages/home.json': fixture(import.meta.url, 'home.json') });
    expect(problems).toEqual([
      {
        ruleId: 'duplicate-key',
        severity: 'error',
        file: 'site-configs/pages/home.json',
        line: 6,
        column: 26,
        pointer: '/root/props/gap',
        message: 'key "gap" is repeated (first at 6:16); only this last one counts: remove one',
      },
      {
        ruleId: 'duplicate-key',
        severity: 'error',
        file: 'site-configs/pages/home.json',
        line: 9,
        column: 3,
        pointer: '/version',
        message: 'key "version" is repeated (first at 3:3); only this last one counts: remove one',
      },
    ]);
  });
});
