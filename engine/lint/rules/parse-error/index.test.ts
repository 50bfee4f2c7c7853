import { fixture, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);
const HOME = 'site-configs/pages/home.json';

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs', lint: 'site-configs' },
    { name: 'the same file with its comma', files: { [HOME]: F('missing-comma.json').replace(/("version": 1)\n/, '$1,\n') } },
  ],
  invalid: [
    {
      name: 'reports malformed JSON with its position, not a stack trace',
      files: { [HOME]: F('missing-comma.json') },
      problems: [
        {
          ruleId: 'parse-error',
          severity: 'error',
          file: HOME,
          line: 4,
          column: 3,
          pointer: '',
          message: 'CommaExpected (JSON syntax)',
        },
      ],
    },
  ],
});
