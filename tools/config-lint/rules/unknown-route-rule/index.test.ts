import { describe, expect, it } from 'vitest';
import { fixture, problemsFor } from '../../testing/fixture-project.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);

describe('unknown-route-rule', () => {
  it('has its meta', () => {
    expect(rule.meta.id).toBe('unknown-route-rule');
  });

  it('reports a guard that is not auth, guest or none', () => {
    const problems = problemsFor('unknown-route-rule', { 'site-configs/routes.json': F('routes.json') });
    expect(problems).toEqual([
      {
        ruleId: 'unknown-route-rule',
        severity: 'error',
        file: 'site-configs/routes.json',
        line: 6,
        column: 47,
        pointer: '/routes/1/guard',
        message: 'route /vip has unknown route rule "authenticated": the guard must be auth, guest or none',
      },
    ]);
  });

  it('is not also reported by the schema rule', () => {
    expect(problemsFor('schema', { 'site-configs/routes.json': F('routes.json') })).toEqual([]);
  });
});
