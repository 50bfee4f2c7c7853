import { describe, expect, it } from 'vitest';
import { fixture, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);
const HOME = 'site-configs/pages/home.json';

describe('prop-length', () => {
  it('is an error', () => {
    expect(rule.meta.severity).toBe('error');
  });
});

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs', lint: 'site-configs' },
    { name: 'props within the default limit', files: { [HOME]: F('long.json') } },
  ],
  invalid: [
    {
      name: 'names the prop, its length and the limit, in props and in at overrides',
      files: { [HOME]: F('long.json'), 'config-lint.json': '{ "budgets": { "propLength": 10 } }' },
      lint: HOME,
      problems: [
        {
          ruleId: 'prop-length',
          severity: 'error',
          file: HOME,
          line: 6,
          column: 25,
          pointer: '/root/props/title',
          message: 'prop `title` is 22 characters (limit 10)',
        },
        expect.objectContaining({
          line: 7,
          column: 38,
          pointer: '/root/at/desktop/subtitle',
          message: 'prop `subtitle` at desktop is 23 characters (limit 10)',
        }),
      ],
    },
    {
      name: 'has a default limit of 20,000 characters',
      files: { [HOME]: F('long.json').replace('A heading far too long', 'x'.repeat(25_000)) },
      problems: [expect.objectContaining({ message: 'prop `title` is 25,000 characters (limit 20,000)' })],
    },
  ],
});
