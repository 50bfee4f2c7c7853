import { fixture, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);
const HOME = 'site-configs/pages/home.json';

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs', lint: 'site-configs' },
    { name: 'overrides that change the inherited value', files: { [HOME]: F('repeat.json').replace('"columns": 4, "tile"', '"columns": 6, "tile"') } },
  ],
  invalid: [
    {
      name: 'warns when an override repeats the inherited value',
      files: { [HOME]: F('repeat.json') },
      problems: [
        {
          ruleId: 'redundant-override',
          severity: 'warning',
          file: HOME,
          line: 7,
          column: 54,
          pointer: '/root/at/desktop/columns',
          message: 'GameGrid prop "columns" at desktop repeats the inherited value 4; remove it',
        },
      ],
      output: { [HOME]: F('repeat.json').replace('"desktop": { "columns": 4, "tile"', '"desktop": { "tile"') },
    },
  ],
});
