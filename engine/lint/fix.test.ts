import { describe, expect, it } from 'vitest';
import { computeFixes } from './fix.ts';
import { memoryProject } from '../../tools/config-lint/testing/memory-project.ts';
import { rules } from './rules/index.ts';
import { docsUrl, type Rule } from './types.ts';

// tab-indented, keys in an unusual order, a blank line: all must survive the fix
const TYPO = `{
\t"$schema": "../../schemas/generated/page.schema.json",
\t"root": {
\t\t"widget": "Stack",
\t\t"children": [
\t\t\t{ "props": { "columns": 2 }, "widget": "GameGrd", "at": { "tablett": { "columns": 3 }, "desktop": { "columns": 3 } } }
\t\t]
\t},

\t"version": 1
}
`;
const FIXED = TYPO.replace('"GameGrd"', '"GameGrid"').replace('"tablett"', '"tablet"').replace('"desktop": { "columns": 3 }', '"desktop": {  }');

const HOME = 'site-configs/pages/home.json';

describe('config-lint --fix', () => {
  it('renames a misspelt widget and breakpoint and drops a redundant override, keeping the formatting; the file then lints clean', () => {
    const project = memoryProject({ [HOME]: TYPO });
    const file = project.path(HOME);
    const r = project.cli(['--fix', file]);
    expect(r.out).toContain('config-lint --fix: 3 fixes in 1 file: site-configs/pages/home.json');
    expect(project.text(HOME)).toBe(FIXED);
    expect(r.code).toBe(0);
    expect(project.cli([file]).out).toMatch(/1 file, 0 errors, 0 warnings/);
  });

  it('--dry-run prints a unified diff and writes nothing', () => {
    const project = memoryProject({ [HOME]: TYPO });
    const r = project.cli(['--fix', '--dry-run', project.path(HOME)]);
    expect(project.text(HOME)).toBe(TYPO);
    expect(r.out).toContain('--- a/site-configs/pages/home.json\n+++ b/site-configs/pages/home.json\n@@ -3,7 +3,7 @@');
    expect(r.out).toContain(
      `-\t\t\t{ "props": { "columns": 2 }, "widget": "GameGrd", "at": { "tablett": { "columns": 3 }, "desktop": { "columns": 3 } } }\n+\t\t\t{ "props": { "columns": 2 }, "widget": "GameGrid", "at": { "tablet": { "columns": 3 }, "desktop": {  } } }`,
    );
  });

  it('renames a misspelt prop, also inside an at override', () => {
    const text =
      '{\n  "$schema": "../../schemas/generated/page.schema.json",\n  "version": 1,\n  "root": { "widget": "GameGrid", "props": { "colums": 2 }, "at": { "desktop": { "colums": 3 } } }\n}\n';
    const project = memoryProject({ [HOME]: text });
    const file = project.path(HOME);
    expect(project.cli([file]).out).toContain('GameGrid prop "colums" is not allowed here (unknown property); did you mean "columns"?');
    expect(project.cli(['--fix', file]).code).toBe(0);
    expect(project.text(HOME)).toBe(text.replaceAll('"colums"', '"columns"'));
  });

  it('migrates a file in an older format', () => {
    const project = memoryProject({ [HOME]: '{ "root": { "widget": "GameGrid" } }\n' });
    expect(project.cli(['--fix', project.path(HOME)]).code).toBe(0);
    expect(JSON.parse(project.text(HOME) ?? '')).toMatchObject({ version: 1, root: { widget: 'GameGrid' } });
  });

  it('does not apply a fix that would leave the file invalid', () => {
    const project = memoryProject({
      [HOME]: '{\n  "$schema": "../../schemas/generated/page.schema.json",\n  "version": 1,\n  "root": { "widget": "GameGrd" }\n}\n',
    });
    const breaking: Rule = {
      meta: { id: 'test-breaking-fix', severity: 'warning', description: 'offers a fix that breaks the schema', docs: docsUrl('test') },
      create: (context) => ({
        onFile(f) {
          if (f.kind === 'page')
            context.report({
              file: f,
              pointer: '/version',
              message: 'version',
              fix: { kind: 'replace', pointer: '/version', value: 'one', description: 'set version to "one"' },
            });
        },
      }),
    };
    const run1 = project.fix([HOME], { rules: [...rules, breaking] });
    expect(run1.files).toHaveLength(1);
    // the good fix in the same file is applied, the breaking one is not
    expect(run1.files[0]?.after).toBe(run1.files[0]?.before.replace('"GameGrd"', '"GameGrid"'));
    expect(run1.files[0]?.rejected.map((p) => p.ruleId)).toEqual(['test-breaking-fix']);
    expect(run1.result.problems.find((p) => p.ruleId === 'test-breaking-fix')?.fix).toBeUndefined();
  });

  it('fixes an unsaved buffer (--stdin) without writing the file', () => {
    const project = memoryProject();
    const file = project.path(HOME);
    const before = project.text(HOME);
    const r = computeFixes({ root: project.root, fs: project.fs, paths: [file], contents: new Map([[file, TYPO]]) });
    expect(r.files[0]?.after).toBe(FIXED);
    expect(project.text(HOME)).toBe(before);
  });
});
