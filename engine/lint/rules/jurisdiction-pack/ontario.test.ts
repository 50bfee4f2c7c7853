import { expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../project/repo.ts';
import { RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

// the Ontario demo brand with one of its answers changed: the shipped packs must refuse it
const BRAND = 'site-configs/templates/casino11.json';
const shipped = JSON.parse(readFileSync(join(REPO_ROOT, BRAND), 'utf8')) as { jurisdiction: Record<string, unknown>; patches?: unknown };
const brand = (change: (b: typeof shipped) => void) => {
  const copy = structuredClone(shipped);
  change(copy);
  return `${JSON.stringify(copy, null, 2)}\n`;
};

new RuleTester().run(rule, {
  valid: [{ name: 'the Ontario demo brand', lint: 'site-configs' }],
  invalid: [
    {
      name: 'without its registration deposit limit',
      files: { [BRAND]: brand((b) => void (b.jurisdiction['registrationLimits'] = { time: true })) },
      problems: [
        expect.objectContaining({
          ruleId: 'jurisdiction-pack',
          file: BRAND,
          pointer: '/jurisdiction',
          message: expect.stringMatching(/^ontario-limits-at-registration \(AGCO\): template casino11: jurisdiction\.registrationLimits\.deposit is not set/),
        }),
      ],
      output: null,
    },
    {
      name: 'relaxing a limit at once',
      files: { [BRAND]: brand((b) => void (b.jurisdiction['limitIncreaseWaitHours'] = 0)) },
      problems: [
        expect.objectContaining({
          pointer: '/jurisdiction/limitIncreaseWaitHours',
          message: expect.stringMatching(/^ontario-limit-relax-wait \(AGCO\): .*is 0, below 24/),
        }),
      ],
      output: null,
    },
    {
      name: 'showing promotions to logged-out visitors',
      files: { [BRAND]: brand((b) => void delete b.patches) },
      lint: 'site-configs',
      problems: [
        expect.objectContaining({
          file: 'site-configs/pages/promotions.json',
          message: expect.stringMatching(/^ontario-no-public-bonus-advertising \(AGCO\): template casino11: PromotionsList is shown to logged-out visitors/),
        }),
      ],
      output: null,
    },
  ],
});
