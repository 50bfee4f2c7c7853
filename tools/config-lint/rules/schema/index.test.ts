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
