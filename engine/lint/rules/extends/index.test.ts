import { expect } from 'vitest';
import { fixture, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);
const CASINO9 = 'site-configs/templates/casino9.json';

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped templates', lint: 'site-configs/templates' },
    { name: 'a base that exists', files: { [CASINO9]: F('missing-base.json').replace('_casinoo', '_casino') } },
  ],
  invalid: [
    {
      name: 'reports a missing base with a suggestion',
      files: { [CASINO9]: F('missing-base.json') },
      problems: [
        {
          ruleId: 'extends',
          severity: 'error',
          file: CASINO9,
          line: 5,
          column: 14,
          pointer: '/extends',
          message: 'extends "_casinoo", which is not a template in site-configs/templates/; did you mean "_casino"?',
          suggestion: '_casino',
        },
      ],
      output: { [CASINO9]: F('missing-base.json').replace('"_casinoo"', '"_casino"') },
    },
    {
      name: 'reports each template of a cycle',
      files: { 'site-configs/templates/loop1.json': F('cycle-a.json'), 'site-configs/templates/loop2.json': F('cycle-b.json') },
      lint: 'site-configs/templates',
      problems: [
        expect.objectContaining({
          file: 'site-configs/templates/loop1.json',
          line: 5,
          column: 14,
          pointer: '/extends',
          message: 'extends cycle: loop1 → loop2 → loop1',
        }),
        expect.objectContaining({
          file: 'site-configs/templates/loop2.json',
          line: 5,
          column: 14,
          pointer: '/extends',
          message: 'extends cycle: loop2 → loop1 → loop2',
        }),
      ],
    },
  ],
});
