import { expect } from 'vitest';
import { fixture, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);
const CASINO9 = 'site-configs/templates/casino9.json';

new RuleTester().run(rule, {
  valid: [{ name: 'the shipped templates', lint: 'site-configs/templates' }],
  invalid: [
    {
      name: 'reports a misnamed scheme, a missing one and a missing token',
      files: { [CASINO9]: F('bad-schemes.json') },
      problems: [
        {
          ruleId: 'colour-schemes',
          severity: 'error',
          file: CASINO9,
          line: 8,
          column: 3,
          pointer: '/schemes',
          message: 'template casino9 is missing colour scheme color2-5',
        },
        expect.objectContaining({
          line: 11,
          column: 5,
          pointer: '/schemes/color2-3',
          message: 'template casino9: scheme "color2-3" is missing tokens accent, border',
        }),
        expect.objectContaining({ line: 13, column: 5, pointer: '/schemes/color2-6', suggestion: 'color2-5' }),
      ],
      output: { [CASINO9]: F('bad-schemes.json').replace('"color2-6"', '"color2-5"') },
    },
  ],
});
