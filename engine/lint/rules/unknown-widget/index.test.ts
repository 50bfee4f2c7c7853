import { expect } from 'vitest';
import { fixture, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);
const HOME = 'site-configs/pages/home.json';

new RuleTester().run(rule, {
  valid: [{ name: 'the shipped configs', lint: 'site-configs' }],
  invalid: [
    {
      name: 'names the unknown widget and suggests the closest registered one',
      files: { [HOME]: F('typo.json') },
      problems: [
        {
          ruleId: 'unknown-widget',
          severity: 'error',
          file: HOME,
          line: 7,
          column: 19,
          pointer: '/root/children/0/widget',
          message: 'unknown widget "GameGrd"; did you mean "GameGrid"?',
          suggestion: 'GameGrid',
        },
        expect.objectContaining({
          line: 8,
          column: 19,
          pointer: '/root/children/1/widget',
          message: expect.stringContaining('unknown widget "Carousel3D"; registered: Outlet, '),
        }),
      ],
      output: { [HOME]: F('typo.json').replace('"GameGrd"', '"GameGrid"') },
    },
  ],
});
