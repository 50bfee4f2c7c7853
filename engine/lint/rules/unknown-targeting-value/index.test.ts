import { expect } from 'vitest';
import { RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const HOME = 'site-configs/pages/home.json';
const page = (when: unknown) =>
  `${JSON.stringify({ $schema: '../../schemas/generated/page.schema.json', version: 1, root: { widget: 'Stack', children: [{ widget: 'Marquee', when }] } }, null, 2)}\n`;

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs', lint: 'site-configs' },
    {
      name: 'values that exist',
      files: { [HOME]: page({ languages: ['EN', 'CN'], breakpoints: ['mobile'], markets: ['PH', 'GB'], currencies: ['PHP', 'EUR'] }) },
    },
  ],
  invalid: [
    {
      name: 'an unknown language (with a suggestion), market and currency',
      files: { [HOME]: page({ languages: ['EM'], markets: ['PH', 'ZZ'], currencies: ['XYZ'] }) },
      problems: [
        expect.objectContaining({
          ruleId: 'unknown-targeting-value',
          severity: 'error',
          pointer: '/root/children/0/when/languages/0',
          message: 'when.languages: "EM" is not a language code; did you mean "EN"?',
          suggestion: 'EN',
        }),
        expect.objectContaining({ pointer: '/root/children/0/when/markets/1', message: 'when.markets: "ZZ" is not an ISO 3166 country code' }),
        expect.objectContaining({ pointer: '/root/children/0/when/currencies/0', message: 'when.currencies: "XYZ" is not an ISO 4217 currency code' }),
      ],
      output: { [HOME]: page({ languages: ['EN'], markets: ['PH', 'ZZ'], currencies: ['XYZ'] }) },
    },
    {
      name: 'a breakpoint the tree does not render under',
      files: { [HOME]: page({ breakpoints: ['tablett'] }) },
      problems: [expect.objectContaining({ pointer: '/root/children/0/when/breakpoints/0', suggestion: 'tablet' })],
      output: { [HOME]: page({ breakpoints: ['tablet'] }) },
    },
  ],
});
