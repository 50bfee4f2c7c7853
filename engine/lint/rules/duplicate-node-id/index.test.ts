import { fixture, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);
const HOME = 'site-configs/pages/home.json';

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs', lint: 'site-configs' },
    { name: 'two nodes with different ids', files: { [HOME]: F('dup.json').replace(/"hot-games"(?![\s\S]*"hot-games")/, '"new-games"') } },
  ],
  invalid: [
    {
      name: 'reports the second node with an id',
      files: { [HOME]: F('dup.json') },
      problems: [
        {
          ruleId: 'duplicate-node-id',
          severity: 'error',
          file: HOME,
          line: 9,
          column: 37,
          pointer: '/root/children/1/id',
          message: 'id "hot-games" is already used in page home at /root/children/0',
        },
      ],
    },
  ],
});
