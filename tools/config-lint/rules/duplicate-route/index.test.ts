import { describe, expect, it } from 'vitest';
import { fixture, problemsFor } from '../../testing/fixture-project.ts';
import { normalisePath, rule } from './index.ts';

describe('duplicate-route', () => {
  it('has its meta', () => {
    expect(rule.meta.id).toBe('duplicate-route');
  });

  it('normalises case, repeated and trailing slashes', () => {
    expect(normalisePath('//Casino/')).toBe('/casino');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('//')).toBe('/');
  });

  it('reports the second route of a path', () => {
    const problems = problemsFor('duplicate-route', { 'site-configs/routes.json': fixture(import.meta.url, 'routes.json') });
    expect(problems).toEqual([
      {
        ruleId: 'duplicate-route',
        severity: 'error',
        file: 'site-configs/routes.json',
        line: 8,
        column: 15,
        pointer: '/routes/3/path',
        message: 'route path "/slots" is already routed at /routes/1: only the first is reachable',
      },
      {
        ruleId: 'duplicate-route',
        severity: 'error',
        file: 'site-configs/routes.json',
        line: 9,
        column: 15,
        pointer: '/routes/4/path',
        message: 'route path "//Casino/" is already routed at /routes/2 ("/casino"): only the first is reachable',
      },
    ]);
  });
});
