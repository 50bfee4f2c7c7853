import { expect } from 'vitest';
import { fixture, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);
const CASINO9 = 'site-configs/templates/casino9.json';

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped templates', lint: 'site-configs/templates' },
    { name: 'a layout that exists', files: { [CASINO9]: F('typo.json').replace('templat1', 'template1') } },
  ],
  invalid: [
    {
      name: 'reports template18',
      files: { [CASINO9]: F('template18.json') },
      problems: [
        {
          ruleId: 'template-layout',
          severity: 'error',
          file: CASINO9,
          line: 6,
          column: 13,
          pointer: '/layout',
          message: 'template casino9 uses layout "template18", which does not exist (there is no template18, §2)',
        },
      ],
    },
    {
      name: 'reports a missing layout with a suggestion',
      files: { [CASINO9]: F('typo.json') },
      problems: [expect.objectContaining({ line: 6, column: 13, pointer: '/layout', suggestion: 'template1' })],
      output: { [CASINO9]: F('typo.json').replace('"templat1"', '"template1"') },
    },
  ],
});
