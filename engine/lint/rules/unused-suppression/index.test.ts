import { expect } from 'vitest';
import { RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const HOME = 'site-configs/pages/home.json';
const PAGE = (node: string) => `{\n  "$schema": "../../schemas/generated/page.schema.json",\n  "version": 1,\n  "root": ${node}\n}\n`;
const REDUNDANT = '"props": { "columns": 2 }, "at": { "desktop": { "columns": 2 } }';

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs', lint: 'site-configs' },
    {
      name: 'a $lint entry that silences a warning inside its node',
      files: { [HOME]: PAGE(`{ "widget": "GameGrid", "$lint": ["redundant-override"], ${REDUNDANT} }`) },
    },
  ],
  invalid: [
    {
      name: 'reports the entry that suppresses nothing, and its fix removes only that entry',
      files: { [HOME]: PAGE(`{ "widget": "GameGrid", "$lint": ["redundant-override", "colour-contrast"], ${REDUNDANT} }`) },
      problems: [
        {
          ruleId: 'unused-suppression',
          severity: 'warning',
          file: HOME,
          line: 4,
          column: 67,
          pointer: '/root/$lint/1',
          message: '"$lint" suppresses colour-contrast, which reports nothing in this node: remove it',
        },
      ],
      output: { [HOME]: PAGE(`{ "widget": "GameGrid", "$lint": ["redundant-override"], ${REDUNDANT} }`) },
    },
    {
      name: 'removes the whole $lint when nothing in it is used',
      files: { [HOME]: PAGE('{ "widget": "GameGrid", "$lint": ["colour-contrast", "redundant-override"], "props": { "columns": 2 } }') },
      problems: [
        expect.objectContaining({ pointer: '/root/$lint/0', message: '"$lint" suppresses colour-contrast, which reports nothing in this node: remove it' }),
        expect.objectContaining({ pointer: '/root/$lint/1', message: '"$lint" suppresses redundant-override, which reports nothing in this node: remove it' }),
      ],
      output: { [HOME]: PAGE('{ "widget": "GameGrid", "props": { "columns": 2 } }') },
    },
    {
      name: 'names an unknown rule id, with a did-you-mean',
      files: { [HOME]: PAGE('{ "widget": "GameGrid", "$lint": ["redundant-overide"] }') },
      problems: [
        expect.objectContaining({
          pointer: '/root/$lint/0',
          message: '"$lint" names no rule "redundant-overide"; did you mean "redundant-override"? (see --list-rules)',
        }),
      ],
      output: { [HOME]: PAGE('{ "widget": "GameGrid" }') },
    },
  ],
});
