import { expect } from 'vitest';
import { RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const HOME = 'site-configs/pages/home.json';
const page = (when: unknown) =>
  `${JSON.stringify({ $schema: '../../schemas/generated/page.schema.json', version: 1, root: { widget: 'Stack', children: [{ widget: 'Marquee', when }] } }, null, 2)}\n`;

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs', lint: 'site-configs' },
    { name: 'a window that opens', files: { [HOME]: page({ from: '2030-01-01T10:00Z', until: '2030-01-02T10:00Z' }) } },
    { name: 'one open edge', files: { [HOME]: page({ until: '2030-01-01T00:00' }) } },
  ],
  invalid: [
    {
      name: 'until at or before from',
      files: { [HOME]: page({ from: '2030-01-02T10:00Z', until: '2030-01-02T10:00Z' }) },
      problems: [
        expect.objectContaining({
          ruleId: 'window-never-opens',
          severity: 'error',
          pointer: '/root/children/0/when/until',
          message: 'the window never opens: until "2030-01-02T10:00Z" is not after from "2030-01-02T10:00Z"',
        }),
      ],
      output: null,
    },
    {
      name: 'a date that does not exist',
      files: { [HOME]: page({ from: '2030-02-30T10:00' }) },
      problems: [expect.objectContaining({ pointer: '/root/children/0/when/from', message: 'from "2030-02-30T10:00" is not a date-time that exists' })],
      output: null,
    },
  ],
});
