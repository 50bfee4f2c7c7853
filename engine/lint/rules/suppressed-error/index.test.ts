import { describe, expect, it } from 'vitest';
import { fixture, RuleTester } from '../../rule-tester.ts';
import { memoryProject } from '../../../../tools/config-lint/testing/memory-project.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);
const PAGE = 'site-configs/pages/home.json';
const clean = F('hides-errors.json')
  .replace('"colour": "red"', '"subtitle": "ui.page.account"')
  .replace('ui.nope', 'ui.page.account')
  .replace('GameGrd', 'GameGrid');
const tail = ', an error rule ("$lint" silences warnings only); fix the problem and remove the entry';

describe('suppressed-error', () => {
  it('is an error itself, so no file can silence it', () => {
    expect(rule.meta.severity).toBe('error');
  });

  it('leaves the errors it named in place: the probe of issue 27 (raw keys, an unavailable section) fails lint', () => {
    const result = memoryProject({ [PAGE]: F('hides-errors.json') }).lint([PAGE]);
    expect(result.problems.filter((p) => p.ruleId !== 'suppressed-error').map((p) => [p.ruleId, p.pointer])).toEqual([
      ['missing-message', '/root/children/0/props/title'],
      ['schema', '/root/children/0/props/colour'],
      ['unknown-widget', '/root/children/1/widget'],
    ]);
    expect(result.errorCount).toBe(6);
  });
});

new RuleTester().run(rule, {
  valid: [
    { name: 'the shipped configs', lint: 'site-configs' },
    {
      name: 'a $lint naming only warning rules',
      files: { [PAGE]: clean.replace('["schema", "unknown-widget", "missing-message"]', '["redundant-override"]') },
    },
  ],
  invalid: [
    {
      name: 'reports each $lint entry that names an error rule, with how many errors inside still count',
      files: { [PAGE]: F('hides-errors.json') },
      problems: [
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
      ],
    },
    {
      name: 'reports an entry naming an error rule even when the node is clean today',
      files: { [PAGE]: clean },
      problems: [
        expect.objectContaining({ pointer: '/root/$lint/0', message: `"$lint" cannot suppress schema${tail}` }),
        expect.objectContaining({ pointer: '/root/$lint/1', message: `"$lint" cannot suppress unknown-widget${tail}` }),
        expect.objectContaining({ pointer: '/root/$lint/2', message: `"$lint" cannot suppress missing-message${tail}` }),
      ],
    },
  ],
});
