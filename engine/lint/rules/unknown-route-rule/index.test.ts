import { describe, expect, it } from 'vitest';
import { fixture, problemsOf, RuleTester } from '../../rule-tester.ts';
import { rule as schema } from '../schema/index.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);
const ROUTES = 'site-configs/routes.json';

new RuleTester().run(rule, {
  valid: [{ name: 'the shipped routes', lint: ROUTES }],
  invalid: [
    {
      name: 'reports a guard that is not auth, guest or none',
      files: { [ROUTES]: F('routes.json') },
      problems: [
        {
          ruleId: 'unknown-route-rule',
          severity: 'error',
          file: ROUTES,
          line: 6,
          column: 47,
          pointer: '/routes/1/guard',
          message: 'route /vip has unknown route rule "authenticated": the guard must be auth, guest or none',
        },
      ],
    },
  ],
});

describe('unknown-route-rule', () => {
  it('is not also reported by the schema rule', () => {
    expect(problemsOf(schema, { name: 'guard', files: { [ROUTES]: F('routes.json') } }).problems).toEqual([]);
  });
});
