import { expect } from 'vitest';
import { RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const HOME = 'site-configs/pages/home.json';
const page = (when: unknown) =>
  `${JSON.stringify({ $schema: '../../schemas/generated/page.schema.json', version: 1, root: { widget: 'Stack', children: [{ widget: 'Marquee', when }] } }, null, 2)}\n`;

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs', lint: 'site-configs' },
    { name: 'a window still ahead', files: { [HOME]: page({ from: '2020-01-01T00:00Z', until: '2999-01-01T00:00Z' }) } },
  ],
  invalid: [
    {
      name: 'a window that has closed',
      files: { [HOME]: page({ from: '2020-01-01T00:00Z', until: '2021-01-01T00:00' }) },
      problems: [
        expect.objectContaining({
          ruleId: 'window-past',
          severity: 'warning',
          pointer: '/root/children/0/when/until',
          message: 'the window closed at "2021-01-01T00:00": the node never shows again',
        }),
      ],
      output: null,
    },
  ],
});
