import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../project/repo.ts';
import { lineOf, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const CASINO1 = 'site-configs/templates/casino1.json';
const SLOT2 = 'site-configs/templates/slot2.json';
const casino1 = readFileSync(join(REPO_ROOT, CASINO1), 'utf8');
const slot2 = readFileSync(join(REPO_ROOT, SLOT2), 'utf8');
const at18 = casino1.replace('"minimumAge": 21', '"minimumAge": 18');

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs', lint: 'site-configs' },
    // a site may ask more than its regulator does
    { name: 'an MGA site admitting players from 21', files: { [SLOT2]: slot2.replace('"regulator": "mga",', '"regulator": "mga",\n    "minimumAge": 21,') } },
  ],
  invalid: [
    {
      name: 'a PAGCOR site admitting players from 18, raised to 21 by the fix',
      files: { [CASINO1]: at18 },
      problems: [
        {
          ruleId: 'minimum-age',
          severity: 'error',
          file: CASINO1,
          line: lineOf(at18, '"minimumAge"'),
          column: 19,
          pointer: '/jurisdiction/minimumAge',
          message: 'template casino1 admits players from 18, below the 21 the Philippine Amusement and Gaming Corporation (pagcor) requires',
        },
      ],
      output: { [CASINO1]: casino1 },
    },
  ],
});
