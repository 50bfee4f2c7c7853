import { expect } from 'vitest';
import { fixture, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);
const HOME = 'site-configs/pages/home.json';

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs', lint: 'site-configs' },
    { name: 'an asset that exists in public/', files: { [HOME]: F('asset.json').replace('/banners/nope.webp', '/404.svg') } },
  ],
  invalid: [
    {
      name: 'reports an asset path missing from public/',
      files: { [HOME]: F('asset.json') },
      problems: [
        {
          ruleId: 'missing-asset',
          severity: 'error',
          file: HOME,
          line: 8,
          column: 49,
          pointer: '/root/children/1/props/ctaHref',
          message: 'asset "/banners/nope.webp" does not exist in public/',
        },
      ],
    },
    {
      name: "asks the linted project's public/, not the disk's",
      files: { [HOME]: F('asset.json') },
      base: 'empty',
      problems: [
        expect.objectContaining({ pointer: '/root/children/0/props/ctaHref', message: 'asset "/404.svg" does not exist in public/' }),
        expect.objectContaining({ pointer: '/root/children/1/props/ctaHref', message: 'asset "/banners/nope.webp" does not exist in public/' }),
      ],
    },
  ],
});
