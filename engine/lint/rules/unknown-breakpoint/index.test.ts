import { fixture, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);
const HOME = 'site-configs/pages/home.json';

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs', lint: 'site-configs' },
    { name: 'at keys that are breakpoints', files: { [HOME]: F('typo.json').replace('"tablett"', '"tablet"') } },
  ],
  invalid: [
    {
      name: 'reports an at key that is no breakpoint, with a suggestion',
      files: { [HOME]: F('typo.json') },
      problems: [
        {
          ruleId: 'unknown-breakpoint',
          severity: 'error',
          file: HOME,
          line: 7,
          column: 13,
          pointer: '/root/at/tablett',
          message: '"tablett" is not a breakpoint of page home; did you mean "tablet"?',
          suggestion: 'tablet',
        },
      ],
      output: { [HOME]: F('typo.json').replace('"tablett"', '"tablet"') },
    },
  ],
});
