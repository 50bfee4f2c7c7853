import { expect } from 'vitest';
import { fixture, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);
const CASINO2 = 'site-configs/templates/casino2.json';

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs', lint: 'site-configs' },
    {
      name: 'messages the page formats, each with English',
      files: {
        [CASINO2]: F('bad-copy.json')
          .replace('"转动 {count"', '"转动 {count} 次"')
          .replace('{kind, select, new {New} other {Hot}}', 'Hot {kind}')
          .replace('{ "CN": "仅中文" }', '{ "EN": "Chinese only", "CN": "仅中文" }'),
      },
    },
  ],
  invalid: [
    {
      name: 'reports a text that is not an ICU message the page formats, and a key without English',
      files: { [CASINO2]: F('bad-copy.json') },
      problems: [
        {
          ruleId: 'brand-message',
          severity: 'error',
          file: CASINO2,
          line: 8,
          column: 90,
          pointer: '/messages/home.headline/CN',
          message: expect.stringMatching(/^message "brand\.home\.headline" \(CN\) is not a valid ICU message \(/),
        },
        expect.objectContaining({
          line: 9,
          column: 27,
          pointer: '/messages/home.badge/EN',
          message: 'message "brand.home.badge" (EN) uses an ICU element the page cannot format (text, {arguments}, plural, selectordinal and # only)',
        }),
        expect.objectContaining({
          line: 10,
          column: 5,
          pointer: '/messages/home.sub',
          message: 'message "brand.home.sub" has no English (EN) text: a language without its own text falls back to English, so every key needs one',
        }),
      ],
    },
  ],
});
