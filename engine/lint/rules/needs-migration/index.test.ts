import { describe, expect, it } from 'vitest';
import { fixture, problemsOf, RuleTester } from '../../rule-tester.ts';
import { rule as schema } from '../schema/index.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);
const HOME = 'site-configs/pages/home.json';

new RuleTester().run(rule, {
  valid: [{ name: 'the shipped configs, all at the current format', lint: 'site-configs' }],
  invalid: [
    {
      name: 'reports a file in an older format',
      files: { [HOME]: F('old.json') },
      problems: [
        {
          ruleId: 'needs-migration',
          severity: 'error',
          file: HOME,
          line: 3,
          column: 14,
          pointer: '/version',
          message: 'version 0 is older than the current format 1: run `npm run migrate -- --write`',
        },
      ],
      output: {
        [HOME]: `${JSON.stringify({ $schema: '../../schemas/generated/page.schema.json', version: 1, root: { widget: 'Stack' } }, null, 2)}\n`,
      },
    },
  ],
});

describe('needs-migration', () => {
  it('keeps other rules off a stale file', () => {
    expect(problemsOf(schema, { name: 'stale', files: { [HOME]: F('old.json') } }).problems).toEqual([]);
  });
});
