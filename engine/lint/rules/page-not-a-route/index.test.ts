import { expect } from 'vitest';
import { fixture, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);
const CASINO9 = 'site-configs/templates/casino9.json';

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs', lint: 'site-configs' },
    { name: 'a template page a route renders', files: { [CASINO9]: F('template-page.json').replace('"promotion"', '"promotions"') } },
  ],
  invalid: [
    {
      name: 'reports a page file no route renders',
      files: { 'site-configs/pages/casinos.json': F('orphan-page.json') },
      problems: [
        {
          ruleId: 'page-not-a-route',
          severity: 'error',
          file: 'site-configs/pages/casinos.json',
          line: 1,
          column: 1,
          pointer: '',
          message: 'page "casinos" is not the page of any route in routes.json; did you mean "casino"?',
          suggestion: 'casino',
        },
      ],
      // the did-you-mean names another file: advice, not a fix that would overwrite this one
      output: null,
    },
    {
      name: 'reports a template pages key no route renders',
      files: { [CASINO9]: F('template-page.json') },
      problems: [expect.objectContaining({ file: CASINO9, line: 7, column: 5, pointer: '/pages/promotion', suggestion: 'promotions' })],
      output: { [CASINO9]: F('template-page.json').replace('"promotion"', '"promotions"') },
    },
  ],
});
