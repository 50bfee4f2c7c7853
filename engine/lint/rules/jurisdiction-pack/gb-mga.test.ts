import { expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../project/repo.ts';
import { RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const MGA = 'site-configs/templates/slot1.json';
const UKGC = 'site-configs/templates/sportsbook1.json';
const without = (rel: string, line: RegExp) => readFileSync(join(REPO_ROOT, rel), 'utf8').replace(line, '');

new RuleTester().run(rule, {
  valid: [{ name: 'the GB and MGA demo brands, which answer both', lint: 'site-configs' }],
  invalid: [
    {
      name: 'an MGA brand that does not say whether its self-exclusion covers all brands',
      files: { [MGA]: without(MGA, /\n\s*"selfExclusionAllBrands": true,/) },
      problems: [
        expect.objectContaining({ file: MGA, message: expect.stringMatching(/^mga-self-exclusion-scope \(MGA\): .*selfExclusionAllBrands is not set/) }),
      ],
      output: null,
    },
    {
      name: 'a GB brand without the marketing consent grid',
      files: { [UKGC]: without(UKGC, /\n\s*"marketingConsent": \{[^}]*\},/) },
      problems: [
        expect.objectContaining({ file: UKGC, message: expect.stringMatching(/^ukgc-marketing-consent-grid \(UKGC\): /) }),
        expect.objectContaining({ file: UKGC, message: expect.stringMatching(/^ukgc-marketing-consent-channel \(UKGC\): /) }),
      ],
      output: null,
    },
  ],
});
