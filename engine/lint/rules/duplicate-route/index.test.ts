import { describe, expect, it } from 'vitest';
import { fixture, RuleTester } from '../../rule-tester.ts';
import { normalisePath, rule } from './index.ts';

describe('duplicate-route', () => {
  it('normalises case, repeated and trailing slashes', () => {
    expect(normalisePath('//Casino/')).toBe('/casino');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('//')).toBe('/');
  });
});

const ROUTES = 'site-configs/routes.json';

new RuleTester().run(rule, {
  valid: [{ name: 'the shipped routes', lint: ROUTES }],
  invalid: [
    {
      name: 'reports the second route of a path',
      files: { [ROUTES]: fixture(import.meta.url, 'routes.json') },
      problems: [
        {
          ruleId: 'duplicate-route',
          severity: 'error',
          file: ROUTES,
          line: 8,
          column: 15,
          pointer: '/routes/3/path',
          message: 'route path "/slots" is already routed at /routes/1: only the first is reachable',
        },
        {
          ruleId: 'duplicate-route',
          severity: 'error',
          file: ROUTES,
          line: 9,
          column: 15,
          pointer: '/routes/4/path',
          message: 'route path "//Casino/" is already routed at /routes/2 ("/casino"): only the first is reachable',
        },
      ],
    },
  ],
});
