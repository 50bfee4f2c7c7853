import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../project/repo.ts';
import { lineOf, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const CASINO2 = 'site-configs/templates/casino2.json';
const SLOT2 = 'site-configs/templates/slot2.json';
const casino2 = JSON.parse(readFileSync(join(REPO_ROOT, CASINO2), 'utf8')) as { jurisdiction: Record<string, unknown> };
const slot2 = JSON.parse(readFileSync(join(REPO_ROOT, SLOT2), 'utf8')) as { jurisdiction: { licence: Record<string, unknown> } };

const { seal: _seal, ...unsealed } = casino2.jurisdiction;
const noSeal = `${JSON.stringify({ ...casino2, jurisdiction: unsealed }, null, 2)}\n`;
const { address: _address, ...licence } = slot2.jurisdiction.licence;
const noAddress = `${JSON.stringify({ ...slot2, jurisdiction: { ...slot2.jurisdiction, licence } }, null, 2)}\n`;

new RuleTester().run(rule, {
  valid: [{ name: 'the shipped configs', lint: 'site-configs' }],
  invalid: [
    {
      name: 'a Curaçao site without the regulator’s seal',
      files: { [CASINO2]: noSeal },
      problems: [
        {
          ruleId: 'licence-data',
          severity: 'error',
          file: CASINO2,
          line: lineOf(noSeal, '"jurisdiction"'),
          column: 3,
          pointer: '/jurisdiction',
          message:
            'template casino2 is under the Curaçao Gaming Control Board (curacao), whose sites must show its seal (jurisdiction.seal: image and href): /jurisdiction/seal is missing',
        },
      ],
      output: null,
    },
    {
      name: 'an MGA site without the licensee’s address',
      files: { [SLOT2]: noAddress },
      problems: [
        {
          ruleId: 'licence-data',
          severity: 'error',
          file: SLOT2,
          line: lineOf(noAddress, '"licence"'),
          column: 5,
          pointer: '/jurisdiction/licence',
          message:
            'template slot2 is under the Malta Gaming Authority (mga), whose sites must show the licensee’s registered address (jurisdiction.licence.address): /jurisdiction/licence/address is missing',
        },
      ],
      output: null,
    },
  ],
});
