import { expect } from 'vitest';
import { MAX_TREE_DEPTH } from '../../../../schemas/limits.ts';
import { fixture, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

// built as text: JSON.stringify itself overflows on a 10,000-deep value
const chain = (depth: number) => `${'{"widget":"Stack","children":['.repeat(depth - 1)}{"widget":"Stack"}${']}'.repeat(depth - 1)}`;
const page = (depth: number) => `{"$schema":"../../schemas/generated/page.schema.json","version":1,"root":${chain(depth)}}`;
const HOME = 'site-configs/pages/home.json';

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs', lint: 'site-configs' },
    { name: 'a tree exactly at the limit', files: { [HOME]: page(MAX_TREE_DEPTH) } },
  ],
  invalid: [
    {
      name: 'reports the first node past the limit in a 70-deep tree',
      files: { [HOME]: fixture(import.meta.url, 'deep-70.json') },
      problems: [
        {
          ruleId: 'max-depth',
          severity: 'error',
          file: HOME,
          line: 1,
          column: 871,
          pointer: `/root${'/children/0'.repeat(MAX_TREE_DEPTH)}`,
          message: `page home nests deeper than ${MAX_TREE_DEPTH} nodes here: flatten it (the renderer stops at ${MAX_TREE_DEPTH})`,
        },
      ],
    },
    {
      name: 'refuses a 10,000-deep file unread, at the position it gets too deep, without overflowing',
      files: { [HOME]: page(10_000) },
      problems: [expect.objectContaining({ ruleId: 'max-depth', line: 1, pointer: '', message: expect.stringContaining('so the file is not read') })],
    },
  ],
});
