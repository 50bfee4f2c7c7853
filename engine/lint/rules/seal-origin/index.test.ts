import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../project/repo.ts';
import { lineOf, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const CASINO2 = 'site-configs/templates/casino2.json';
const SPORTSBOOK1 = 'site-configs/templates/sportsbook1.json';
const casino2 = readFileSync(join(REPO_ROOT, CASINO2), 'utf8');
const DEMO_SCRIPT = '"script": "http://127.0.0.1:4599/curacao/seal.js"';
const from = (url: string) => casino2.replace(DEMO_SCRIPT, `"script": "${url}"`);
const elsewhere = from('https://seal.example.com/curacao/seal.js');
const otherPort = from('http://127.0.0.1:4600/curacao/seal.js');
const sportsbook1 = readFileSync(join(REPO_ROOT, SPORTSBOOK1), 'utf8');
const ukgcSealed = sportsbook1.replace(
  '"regulator": "ukgc",',
  '"regulator": "ukgc",\n    "seal": { "image": "/s.svg", "href": "https://www.gamblingcommission.gov.uk/", "script": "https://cert-gcb.cv/seal.js" },',
);
const ALLOWED = 'https://cert-gcb.cv or http://127.0.0.1:4599 (the demo’s stand-in)';

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs (the demo’s stand-in origin)', lint: 'site-configs' },
    { name: 'the regulator’s own origin', files: { [CASINO2]: from('https://cert-gcb.cv/seal/abc.js') } },
  ],
  invalid: [
    {
      name: 'a Curaçao seal script from another origin',
      files: { [CASINO2]: elsewhere },
      problems: [
        {
          ruleId: 'seal-origin',
          severity: 'error',
          file: CASINO2,
          line: lineOf(elsewhere, '"script"'),
          column: 17,
          pointer: '/jurisdiction/seal/script',
          message: `template casino2 is under the Curaçao Gaming Control Board (curacao), whose seal script comes only from ${ALLOWED}: jurisdiction.seal.script names https://seal.example.com`,
        },
      ],
      output: null,
    },
    {
      name: 'another loopback port than the demo’s',
      files: { [CASINO2]: otherPort },
      problems: [
        {
          ruleId: 'seal-origin',
          severity: 'error',
          file: CASINO2,
          line: lineOf(otherPort, '"script"'),
          column: 17,
          pointer: '/jurisdiction/seal/script',
          message: `template casino2 is under the Curaçao Gaming Control Board (curacao), whose seal script comes only from ${ALLOWED}: jurisdiction.seal.script names http://127.0.0.1:4600`,
        },
      ],
      output: null,
    },
    {
      name: 'a seal script under a regulator that serves none',
      files: { [SPORTSBOOK1]: ukgcSealed },
      problems: [
        {
          ruleId: 'seal-origin',
          severity: 'error',
          file: SPORTSBOOK1,
          line: lineOf(ukgcSealed, '"seal"'),
          column: (ukgcSealed.split('\n')[lineOf(ukgcSealed, '"seal"') - 1] ?? '').indexOf('"https://cert-gcb.cv') + 1,
          pointer: '/jurisdiction/seal/script',
          message: 'template sportsbook1 is under the UK Gambling Commission (ukgc), which serves no seal script: jurisdiction.seal.script must go',
        },
      ],
      output: null,
    },
  ],
});
