import { describe, expect, it } from 'vitest';
import { fixture, problemsFor } from '../../testing/fixture-project.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);

describe('duplicate-node-id', () => {
  it('has its meta', () => {
    expect(rule.meta.id).toBe('duplicate-node-id');
  });

  it('reports the second node with an id', () => {
    const problems = problemsFor('duplicate-node-id', { 'site-configs/pages/home.json': F('dup.json') });
    expect(problems).toEqual([
      {
        ruleId: 'duplicate-node-id',
        severity: 'error',
        file: 'site-configs/pages/home.json',
        line: 9,
        column: 37,
        pointer: '/root/children/1/id',
        message: 'id "hot-games" is already used in page home at /root/children/0',
      },
    ]);
  });
});
