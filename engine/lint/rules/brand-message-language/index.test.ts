import { expect } from 'vitest';
import { fixture, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);
const CASINO2 = 'site-configs/templates/casino2.json';
/** the fixture with every key in EN, CN and VI */
const WHOLE = () => F('partial-copy.json').replace('"EN": "Every spin counts"', '"EN": "Every spin counts", "CN": "每次旋转", "VI": "Mỗi vòng quay"');
const site = (domain: string, theme_code: string, languages?: string[]) => ({
  domain,
  theme_code,
  theme_color: 'color2-1',
  ...(languages ? { languages } : {}),
});

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs', lint: 'site-configs' },
    {
      name: 'every key has every language the copy uses',
      files: { [CASINO2]: WHOLE() },
    },
    {
      name: "every key has every language the template's sites offer; other templates' sites and codes without message files do not count",
      files: { [CASINO2]: WHOLE() },
      sites: [
        site('casino2.localhost', 'casino2', ['EN', 'CN', 'VI', 'MMK']),
        site('old.localhost', 'casino2'),
        site('slot2.localhost', 'slot2', ['EN', 'ESP']),
      ],
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
    {
      name: 'reports each language a site using the template offers that a key lacks, naming the sites, though the copy never uses it',
      files: { [CASINO2]: WHOLE() },
      sites: [
        site('casino2.localhost', 'casino2', ['EN', 'CN', 'ESP']),
        site('casino2-vip.localhost', 'casino2', ['EN', 'RUS', 'ESP']),
        site('slot2.localhost', 'slot2', ['BN']),
      ],
      problems: [
        {
          ruleId: 'brand-message-language',
          severity: 'warning',
          file: CASINO2,
          line: 8,
          column: 5,
          pointer: '/messages/home.headline',
          message:
            'message "brand.home.headline" has no ESP text (Español), which casino2.localhost, casino2-vip.localhost offer: ESP pages fall back to English, "Big wins tonight"',
        },
        expect.objectContaining({
          line: 8,
          message:
            'message "brand.home.headline" has no RUS text (Русский), which casino2-vip.localhost offers: RUS pages fall back to English, "Big wins tonight"',
        }),
        expect.objectContaining({
          line: 9,
          message:
            'message "brand.home.sub" has no ESP text (Español), which casino2.localhost, casino2-vip.localhost offer: ESP pages fall back to English, "Every spin counts"',
        }),
        expect.objectContaining({
          line: 9,
          message:
            'message "brand.home.sub" has no RUS text (Русский), which casino2-vip.localhost offers: RUS pages fall back to English, "Every spin counts"',
        }),
      ],
    },
    {
      name: 'a language both the copy and a site use names the site; one only the copy uses does not',
      files: { [CASINO2]: F('partial-copy.json') },
      sites: [site('casino2.localhost', 'casino2', ['EN', 'CN'])],
      problems: [
        expect.objectContaining({
          pointer: '/messages/home.sub',
          message: 'message "brand.home.sub" has no CN text (简体中文), which casino2.localhost offers: CN pages fall back to English, "Every spin counts"',
        }),
        expect.objectContaining({
          pointer: '/messages/home.sub',
          message: 'message "brand.home.sub" has no VI text (Tiếng Việt): VI pages fall back to English, "Every spin counts"',
        }),
      ],
    },
  ],
});
