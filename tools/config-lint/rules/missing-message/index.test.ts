import { expect } from 'vitest';
import { fixture, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);
const HOME = 'site-configs/pages/home.json';

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs', lint: 'site-configs' },
    { name: 'keys every language folder has', files: { [HOME]: F('keys.json').replace('ui.noSuchKey', 'ui.home') } },
  ],
  invalid: [
    {
      name: 'reports a key missing in any language folder that exists',
      files: { [HOME]: F('keys.json'), 'locales/php/ui.json': JSON.stringify({ home: 'Tahanan' }) },
      problems: [
        {
          ruleId: 'missing-message',
          severity: 'error',
          file: HOME,
          line: 7,
          column: 77,
          pointer: '/root/children/0/props/subtitle',
          message: 'message "ui.noSuchKey" is missing in locales/en/ui.json, locales/php/ui.json',
        },
        expect.objectContaining({
          line: 8,
          column: 54,
          pointer: '/root/children/1/props/title',
          message: 'message "ui.about" is missing in locales/php/ui.json',
        }),
      ],
    },
  ],
});
