import { expect } from 'vitest';
import { fixture, RuleTester } from '../../rule-tester.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);
const HOME = 'site-configs/pages/home.json';
const CASINO9 = 'site-configs/templates/casino9.json';
const page = (schema: string) => `{\n  "$schema": "${schema}",\n  "version": 1,\n  "root": { "widget": "Stack" }\n}\n`;
const template = (doc: Record<string, unknown>) =>
  JSON.stringify({ $schema: '../../schemas/generated/template.schema.json', version: 1, key: 'casino9', extends: 'casino1', ...doc }, null, 2);

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs', lint: 'site-configs' },
    {
      name: 'leaves patches their nested required fields and null deletions',
      files: { [CASINO9]: template({ authEntry: { guardRedirect: { to: '/' } }, label: null }) },
    },
    { name: 'a page naming its schema the canonical way', files: { [HOME]: page('../../schemas/generated/page.schema.json') } },
  ],
  invalid: [
    {
      name: 'validates widget props and every at[bp] override with the precompiled validators',
      files: { [HOME]: F('bad-props.json') },
      problems: [
        expect.objectContaining({ line: 9, column: 32, pointer: '/root/children/0/props/gameType' }),
        expect.objectContaining({
          line: 9,
          column: 52,
          pointer: '/root/children/0/props/columns',
          ruleId: 'schema',
          file: HOME,
          message: 'GameGrid prop "columns" must be integer',
        }),
        expect.objectContaining({
          line: 10,
          column: 40,
          pointer: '/root/children/0/at/tablet/columns',
          message: 'GameGrid prop "columns" at tablet must be <= 12',
        }),
        expect.objectContaining({
          line: 10,
          column: 44,
          pointer: '/root/children/0/at/tablet/colums',
          message: expect.stringContaining('"colums" at tablet is not allowed here'),
        }),
      ],
      // renaming colums onto its sibling columns would write a duplicate key: a suggestion without a fix
      output: null,
    },
    {
      name: 'wants $schema to name the schema of its file kind',
      files: { [HOME]: page('../../schemas/generated/layout.schema.json') },
      problems: [
        expect.objectContaining({
          line: 2,
          column: 14,
          pointer: '/$schema',
          message: '"$schema" names layout.schema.json, but this is a page file: use "../../schemas/generated/page.schema.json"',
        }),
      ],
    },
    {
      name: 'wants a $schema that resolves',
      files: { [HOME]: page('../schemas/generated/page.schema.json') },
      problems: [expect.objectContaining({ pointer: '/$schema', message: expect.stringContaining('does not resolve') })],
    },
    {
      name: 'wants a $schema',
      files: { [HOME]: '{ "version": 1, "root": { "widget": "Stack" } }' },
      problems: [expect.objectContaining({ line: 1, column: 1, pointer: '' })],
    },
    {
      name: 'refuses a path that leaves the site, saying why, wherever a prop or override sets it',
      files: { [HOME]: F('off-site-paths.json') },
      problems: [
        {
          ruleId: 'schema',
          severity: 'error',
          file: 'site-configs/pages/home.json',
          line: 7,
          column: 71,
          pointer: '/root/children/0/props/ctaHref',
          message: 'Hero prop "ctaHref" is "//evil.example/phish", not a path on this site: it starts with "//", which names another host',
        },
        {
          ruleId: 'schema',
          severity: 'error',
          file: 'site-configs/pages/home.json',
          line: 8,
          column: 108,
          pointer: '/root/children/1/props/items/0/to',
          message:
            'InfoCards prop "items.0.to" is "/\\\\evil.example/phish2", not a path on this site: it holds a backslash, which browsers read as "/" (so "/\\host" is "//host")',
        },
        {
          ruleId: 'schema',
          severity: 'error',
          file: 'site-configs/pages/home.json',
          line: 9,
          column: 104,
          pointer: '/root/children/2/at/desktop/continueTo',
          message: 'Preloader prop "continueTo" at desktop is "https://evil.example/", not a path on this site: it does not start with "/"',
        },
        {
          ruleId: 'schema',
          severity: 'error',
          file: 'site-configs/pages/home.json',
          line: 10,
          column: 49,
          pointer: '/root/children/3/props/ctaHref',
          message: 'Hero prop "ctaHref" is "/promotions\\tx", not a path on this site: it holds a control character',
        },
      ],
    },
    {
      name: 'refuses the same in a template: its guard redirect',
      files: { [CASINO9]: template({ authEntry: { guardRedirect: { to: '//evil.example/phish' } } }) },
      problems: [
        expect.objectContaining({
          file: CASINO9,
          line: 8,
          column: 13,
          pointer: '/authEntry/guardRedirect/to',
          message: '"authEntry.guardRedirect.to" is "//evil.example/phish", not a path on this site: it starts with "//", which names another host',
        }),
      ],
    },
  ],
});
