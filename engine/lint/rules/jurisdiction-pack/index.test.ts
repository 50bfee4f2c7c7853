import { expect } from 'vitest';
import type { JurisdictionPack } from '../../../../schemas/jurisdiction-pack.ts';
import { RuleTester } from '../../rule-tester.ts';
import { packRule } from './index.ts';

// a test pack, so that no shipped rule has to be dated in the future for the date option to be tested
const pack: JurisdictionPack = {
  id: 'ukgc',
  regulator: 'UK Gambling Commission',
  short: 'UKGC',
  version: 1,
  rules: [
    {
      id: 'test-no-hero-for-visitors',
      from: '2030-01-01',
      until: '2031-01-01',
      source: { document: 'a test' },
      confirmed: false,
      summary: 'no hero banner for logged-out visitors',
      requires: { kind: 'hidden-from-visitors', widget: 'Hero' },
      fix: 'show the Hero to players only',
    },
  ],
};
const rule = packRule([pack]);
const day = (d: string) => Date.parse(`${d}T12:00:00Z`);

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs, judged by the shipped packs today', lint: 'site-configs' },
    { name: 'before the rule starts', lint: 'site-configs', now: day('2029-12-31') },
    { name: 'from its until on', lint: 'site-configs', now: day('2031-01-01') },
  ],
  invalid: [
    {
      name: 'on the day it starts',
      lint: 'site-configs',
      now: day('2030-01-01'),
      problems: [
        expect.objectContaining({
          ruleId: 'jurisdiction-pack',
          severity: 'error',
          file: 'site-configs/pages/responsible-gaming.json',
          pointer: '/root/children/2',
          message: expect.stringMatching(
            /^test-no-hero-for-visitors \(UKGC\): template \w+: Hero is shown to logged-out visitors \(\/responsible-gaming\).*fix: show the Hero/,
          ),
        }),
      ],
      output: null,
    },
  ],
});
