import { fixture, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const CASINO9 = 'site-configs/templates/casino9.json';
const F = (name: string) => fixture(import.meta.url, name);

new RuleTester().run(rule, {
  valid: [{ name: 'the shipped templates (abstract bases carry a placeholder key)', lint: 'site-configs/templates' }],
  invalid: [
    {
      name: 'reports a key that differs from the file name, suggesting the file name',
      files: { [CASINO9]: F('casino9.json') },
      problems: [
        {
          ruleId: 'template-key',
          severity: 'error',
          file: CASINO9,
          line: 4,
          column: 10,
          pointer: '/key',
          message: 'key "casino99" differs from the file name casino9.json; did you mean "casino9"?',
          suggestion: 'casino9',
        },
      ],
      output: { [CASINO9]: F('casino9.json').replace('"casino99"', '"casino9"') },
    },
  ],
});
