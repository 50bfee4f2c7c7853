import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../project/repo.ts';
import { lineOf, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const CASINO2 = 'site-configs/templates/casino2.json';
const shipped = readFileSync(join(REPO_ROOT, CASINO2), 'utf8');
const withRegulator = (id: string) => shipped.replace('"regulator": "curacao"', `"regulator": "${id}"`);
const typo = withRegulator('ukgcc');
const unknown = withRegulator('gibraltar');
const problem = { ruleId: 'unknown-jurisdiction', severity: 'error', file: CASINO2, column: 18, pointer: '/jurisdiction/regulator' } as const;

new RuleTester().run(rule, {
  valid: [{ name: 'the shipped configs', lint: 'site-configs' }],
  invalid: [
    {
      name: 'a typo gets the known id it is closest to, as a fix',
      files: { [CASINO2]: typo },
      problems: [
        {
          ...problem,
          line: lineOf(typo, '"regulator"'),
          message:
            'template casino2 names jurisdiction "ukgcc", which has no requirements in schemas/jurisdictions.ts (known: curacao, mga, ontario, pagcor, ukgc); did you mean "ukgc"?',
          suggestion: 'ukgc',
        },
      ],
      output: { [CASINO2]: withRegulator('ukgc') },
    },
    {
      name: 'a regulator with no requirements in the repository',
      files: { [CASINO2]: unknown },
      problems: [
        {
          ...problem,
          line: lineOf(unknown, '"regulator"'),
          message:
            'template casino2 names jurisdiction "gibraltar", which has no requirements in schemas/jurisdictions.ts (known: curacao, mga, ontario, pagcor, ukgc)',
        },
      ],
      output: null,
    },
  ],
});
