import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../project/repo.ts';
import { lineOf, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const SPORTSBOOK1 = 'site-configs/templates/sportsbook1.json';
const CASINO2 = 'site-configs/templates/casino2.json';
const sportsbook1 = readFileSync(join(REPO_ROOT, SPORTSBOOK1), 'utf8');
const casino2 = readFileSync(join(REPO_ROOT, CASINO2), 'utf8');
const every = (minutes: number) => sportsbook1.replace('"realityCheckMinutes": 60', `"realityCheckMinutes": ${minutes}`);
const problem = { ruleId: 'reality-check-interval', severity: 'error', file: SPORTSBOOK1, column: 28, pointer: '/jurisdiction/realityCheckMinutes' } as const;

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs', lint: 'site-configs' },
    {
      name: 'the ends of the UKGC range',
      files: { [SPORTSBOOK1]: every(10), 'site-configs/templates/sportsbook2.json': every(120).replace('"key": "sportsbook1"', '"key": "sportsbook2"') },
    },
    // Curaçao states no range: the template's own interval stands
    {
      name: 'a regulator without reality-check rules',
      files: { [CASINO2]: casino2.replace('"regulator": "curacao",', '"regulator": "curacao",\n    "realityCheckMinutes": 500,') },
    },
  ],
  invalid: [
    {
      name: 'too often for the UKGC range, brought to its lower end',
      files: { [SPORTSBOOK1]: every(5) },
      problems: [
        {
          ...problem,
          line: lineOf(every(5), '"realityCheckMinutes"'),
          message: 'template sportsbook1 checks reality every 5 minutes; the UK Gambling Commission (ukgc) allows 10 to 120',
        },
      ],
      output: { [SPORTSBOOK1]: every(10) },
    },
    {
      name: 'too seldom, brought to its upper end',
      files: { [SPORTSBOOK1]: every(240) },
      problems: [
        {
          ...problem,
          column: 28,
          line: lineOf(every(240), '"realityCheckMinutes"'),
          message: 'template sportsbook1 checks reality every 240 minutes; the UK Gambling Commission (ukgc) allows 10 to 120',
        },
      ],
      output: { [SPORTSBOOK1]: every(120) },
    },
  ],
});
