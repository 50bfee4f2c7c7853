import { fixture, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const HOME = 'site-configs/pages/home.json';
const F = (name: string) => fixture(import.meta.url, name);

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs', lint: 'site-configs' },
    {
      name: 'each key once',
      files: {
        [HOME]: F('home.json')
          .replace('"gap": 8, ', '')
          .replace(/,\n {2}"version": 1\n\}/, '\n}'),
      },
    },
  ],
  invalid: [
    {
      name: 'reports every repeated key at the repeat, naming the first',
      files: { [HOME]: F('home.json') },
      problems: [
        {
          ruleId: 'duplicate-key',
          severity: 'error',
          file: HOME,
          line: 6,
          column: 26,
          pointer: '/root/props/gap',
          message: 'key "gap" is repeated (first at 6:16); only this last one counts: remove one',
        },
        {
          ruleId: 'duplicate-key',
          severity: 'error',
          file: HOME,
          line: 9,
          column: 3,
          pointer: '/version',
          message: 'key "version" is repeated (first at 3:3); only this last one counts: remove one',
        },
      ],
    },
  ],
});
