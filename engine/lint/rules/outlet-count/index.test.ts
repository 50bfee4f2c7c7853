import { expect } from 'vitest';
import { fixture, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);
const LAYOUT = 'site-configs/layouts/default.json';

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs', lint: 'site-configs' },
    { name: 'a layout with one Outlet', files: { [LAYOUT]: F('two-outlets.json').replace(',\n      { "widget": "Outlet" }', '') } },
  ],
  invalid: [
    {
      name: 'reports the second Outlet of a layout',
      files: { [LAYOUT]: F('two-outlets.json') },
      problems: [
        {
          ruleId: 'outlet-count',
          severity: 'error',
          file: LAYOUT,
          line: 9,
          column: 19,
          pointer: '/root/children/1/widget',
          message: 'layout default has 2 Outlets; exactly one is allowed (first at /root/children/0)',
        },
      ],
    },
    {
      name: 'reports a layout without an Outlet',
      files: { [LAYOUT]: F('no-outlet.json') },
      problems: [expect.objectContaining({ line: 5, column: 3, pointer: '/root', message: 'layout default has no Outlet: the page would never render' })],
    },
    {
      name: 'reports an Outlet in a page tree',
      files: { 'site-configs/pages/home.json': F('page-outlet.json') },
      problems: [expect.objectContaining({ line: 6, column: 30, pointer: '/root/children/0/widget' })],
    },
  ],
});
