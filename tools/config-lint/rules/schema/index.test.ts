import { describe, expect, it } from 'vitest';
import { fixture, problemsFor } from '../../testing/fixture-project.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);

describe('schema', () => {
  it('has its meta', () => {
    expect(rule.meta.id).toBe('schema');
  });

  it('validates widget props and every at[bp] override with the precompiled validators', () => {
    const problems = problemsFor('schema', { 'site-configs/pages/home.json': F('bad-props.json') });
    expect(problems.map((p) => [p.line, p.column, p.pointer])).toEqual([
      [9, 32, '/root/children/0/props/gameType'],
      [9, 52, '/root/children/0/props/columns'],
      [10, 40, '/root/children/0/at/tablet/columns'],
      [10, 44, '/root/children/0/at/tablet/colums'],
    ]);
    expect(problems[1]).toMatchObject({ ruleId: 'schema', file: 'site-configs/pages/home.json', message: 'GameGrid prop "columns" must be integer' });
    expect(problems[2]?.message).toBe('GameGrid prop "columns" at tablet must be <= 12');
    expect(problems[3]?.message).toContain('"colums" at tablet is not allowed here');
  });

  it('leaves patches their nested required fields and null deletions', () => {
    const problems = problemsFor('schema', {
      'site-configs/templates/casino9.json': JSON.stringify(
        {
          $schema: '../../schemas/generated/template.schema.json',
          version: 1,
          key: 'casino9',
          extends: 'casino1',
          authEntry: { guardRedirect: { to: '/' } },
          label: null,
        },
        null,
        2,
      ),
    });
    expect(problems).toEqual([]);
  });

  it('wants a working $schema for editor completion', () => {
    const page = (schema: string) => `{\n  "$schema": "${schema}",\n  "version": 1,\n  "root": { "widget": "Stack" }\n}\n`;
    expect(problemsFor('schema', { 'site-configs/pages/home.json': page('../../schemas/generated/page.schema.json') })).toEqual([]);
    expect(problemsFor('schema', { 'site-configs/pages/home.json': page('../../schemas/generated/layout.schema.json') })).toEqual([
      expect.objectContaining({
        line: 2,
        column: 14,
        pointer: '/$schema',
        message: '"$schema" names layout.schema.json, but this is a page file: use "../../schemas/generated/page.schema.json"',
      }),
    ]);
    expect(problemsFor('schema', { 'site-configs/pages/home.json': page('../schemas/generated/page.schema.json') })[0]).toMatchObject({
      pointer: '/$schema',
      message: expect.stringContaining('does not resolve'),
    });
    expect(problemsFor('schema', { 'site-configs/pages/home.json': '{ "version": 1, "root": { "widget": "Stack" } }' })[0]).toMatchObject({
      line: 1,
      column: 1,
      pointer: '',
    });
  });
});

describe('schema: a path on this site', () => {
  it('refuses a path that leaves the site, saying why, wherever a prop or override sets it', () => {
    const problems = problemsFor('schema', { 'site-configs/pages/home.json': F('off-site-paths.json') });
    expect(problems).toEqual([
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
    ]);
  });

  it('refuses the same in a template: its guard redirect', () => {
    const template = {
      $schema: '../../schemas/generated/template.schema.json',
      version: 1,
      key: 'casino9',
      extends: 'casino1',
      authEntry: { guardRedirect: { to: '//evil.example/phish' } },
    };
    expect(problemsFor('schema', { 'site-configs/templates/casino9.json': JSON.stringify(template, null, 2) })).toEqual([
      expect.objectContaining({
        file: 'site-configs/templates/casino9.json',
        line: 8,
        column: 13,
        pointer: '/authEntry/guardRedirect/to',
        message: '"authEntry.guardRedirect.to" is "//evil.example/phish", not a path on this site: it starts with "//", which names another host',
      }),
    ]);
  });
});
