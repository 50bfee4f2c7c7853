import { expect } from 'vitest';
import { fixture, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);
const CASINO2 = 'site-configs/templates/casino2.json';

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs', lint: 'site-configs' },
    {
      name: 'every key has every language the copy uses',
      files: {
        [CASINO2]: F('partial-copy.json').replace('"EN": "Every spin counts"', '"EN": "Every spin counts", "CN": "每次旋转", "VI": "Mỗi vòng quay"'),
      },
    },
  ],
  invalid: [
    {
      name: 'reports each language the copy is written in that a key lacks, stating the English fallback',
      files: { [CASINO2]: F('partial-copy.json') },
      problems: [
        {
          ruleId: 'brand-message-language',
          severity: 'warning',
          file: CASINO2,
          line: 9,
          column: 5,
          pointer: '/messages/home.sub',
          message: 'message "brand.home.sub" has no CN text (简体中文): CN pages fall back to English, "Every spin counts"',
        },
        expect.objectContaining({
          line: 9,
          column: 5,
          pointer: '/messages/home.sub',
          message: 'message "brand.home.sub" has no VI text (Tiếng Việt): VI pages fall back to English, "Every spin counts"',
        }),
      ],
    },
  ],
});
