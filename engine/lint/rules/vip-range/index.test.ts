import { expect } from 'vitest';
import { RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const HOME = 'site-configs/pages/home.json';
const page = (when: unknown) =>
  `${JSON.stringify({ $schema: '../../schemas/generated/page.schema.json', version: 1, root: { widget: 'Stack', children: [{ widget: 'Marquee', when }] } }, null, 2)}\n`;

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs', lint: 'site-configs' },
    { name: 'a range on the ladder', files: { [HOME]: page({ auth: 'player', vip: { min: 'Silver', max: 'Diamond' } }) } },
    { name: 'one level, and open ends', files: { [HOME]: page({ vip: { min: 'Gold', max: 'Gold' } }) } },
    { name: 'only a lower end', files: { [HOME]: page({ vip: { min: 'Royal' } }) } },
  ],
  invalid: [
    {
      name: 'a level the ladder lacks (with a suggestion) and one far from any',
      files: { [HOME]: page({ vip: { min: 'Silvr', max: 'Emperor' } }) },
      problems: [
        expect.objectContaining({
          ruleId: 'vip-range',
          severity: 'error',
          pointer: '/root/children/0/when/vip/min',
          message: 'when.vip.min: "Silvr" is not a VIP level of the backend\'s ladder; did you mean "Silver"?',
          suggestion: 'Silver',
        }),
        expect.objectContaining({
          pointer: '/root/children/0/when/vip/max',
          message: 'when.vip.max: "Emperor" is not a VIP level of the backend\'s ladder (known, lowest first: Bronze, Silver, Gold, Platinum, Diamond, Royal)',
        }),
      ],
      output: { [HOME]: page({ vip: { min: 'Silver', max: 'Emperor' } }) },
    },
    {
      name: 'min above max',
      files: { [HOME]: page({ vip: { min: 'Diamond', max: 'Silver' } }) },
      problems: [
        expect.objectContaining({
          ruleId: 'vip-range',
          pointer: '/root/children/0/when/vip',
          message: 'when.vip: min "Diamond" is above max "Silver" on the ladder (Bronze < Silver < Gold < Platinum < Diamond < Royal), so no player matches',
        }),
      ],
      output: null,
    },
    {
      name: 'a VIP range for guests',
      files: { [HOME]: page({ auth: 'guest', vip: { min: 'Gold' } }) },
      problems: [
        expect.objectContaining({
          pointer: '/root/children/0/when/vip',
          message: 'when.vip asks for a signed-in player’s VIP level, but when.auth is "guest": the node never shows',
        }),
      ],
      output: null,
    },
  ],
});
