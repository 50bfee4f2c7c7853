import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { lint } from '../../lint.ts';
import { fixture, makeProject, problemsFor, removeProject } from '../../testing/fixture-project.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);
const PAGE = 'site-configs/pages/home.json';

describe('suppressed-error', () => {
  it('has its meta: an error itself, so no file can silence it', () => {
    expect(rule.meta).toMatchObject({ id: 'suppressed-error', severity: 'error' });
  });

  it('reports each $lint entry that names an error rule, with how many errors inside still count', () => {
    expect(problemsFor('suppressed-error', { [PAGE]: F('hides-errors.json') })).toEqual([
      {
        ruleId: 'suppressed-error',
        severity: 'error',
        file: PAGE,
        line: 6,
        column: 15,
        pointer: '/root/$lint/0',
        message:
          '"$lint" cannot suppress schema, an error rule ("$lint" silences warnings only): the schema error inside this node still counts; fix the problem and remove the entry',
      },
      expect.objectContaining({ line: 6, column: 25, pointer: '/root/$lint/1', message: expect.stringContaining('cannot suppress unknown-widget') }),
      expect.objectContaining({ line: 6, column: 43, pointer: '/root/$lint/2', message: expect.stringContaining('cannot suppress missing-message') }),
    ]);
  });

  it('leaves the errors it named in place: the probe of issue 27 (raw keys, an unavailable section) fails lint', () => {
    const root = makeProject({ [PAGE]: F('hides-errors.json') });
    try {
      const result = lint({ root, paths: [join(root, PAGE)] });
      expect(result.problems.filter((p) => p.ruleId !== 'suppressed-error').map((p) => [p.ruleId, p.pointer])).toEqual([
        ['missing-message', '/root/children/0/props/title'],
        ['schema', '/root/children/0/props/colour'],
        ['unknown-widget', '/root/children/1/widget'],
      ]);
      expect(result.errorCount).toBe(6);
    } finally {
      removeProject(root);
    }
  });

  it('reports an entry naming an error rule even when the node is clean today', () => {
    const clean = F('hides-errors.json')
      .replace('"colour": "red"', '"subtitle": "ui.page.account"')
      .replace('ui.nope', 'ui.page.account')
      .replace('GameGrd', 'GameGrid');
    const tail = ', an error rule ("$lint" silences warnings only); fix the problem and remove the entry';
    expect(problemsFor('suppressed-error', { [PAGE]: clean }).map((p) => [p.pointer, p.message])).toEqual([
      ['/root/$lint/0', `"$lint" cannot suppress schema${tail}`],
      ['/root/$lint/1', `"$lint" cannot suppress unknown-widget${tail}`],
      ['/root/$lint/2', `"$lint" cannot suppress missing-message${tail}`],
    ]);
  });
});
