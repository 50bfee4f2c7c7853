import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadProject } from '../shared/project.ts';
import { RuleError, runRules } from './engine.ts';
import { lint, UsageError } from './lint.ts';
import { parseRuleConfig } from './rule-config.ts';
import { rules } from './rules/index.ts';
import { makeProject, removeProject } from './testing/fixture-project.ts';
import type { Problem, Rule } from './types.ts';

const failing = (where: 'onFile' | 'onNode' | 'onEnd'): Rule => ({
  meta: { id: 'boom', severity: 'error', description: 'throws', docs: '' },
  create: () => ({
    [where]: () => {
      throw new RangeError('Maximum call stack size exceeded');
    },
  }),
});

describe('engine', () => {
  const project = loadProject();

  it('names the rule and the file a rule failed on, in one line', () => {
    expect(() => runRules(project, [failing('onFile')])).toThrow(RuleError);
    expect(() => runRules(project, [failing('onFile')])).toThrow(/^rule boom failed on site-configs\/[^\n]+\.json: Maximum call stack size exceeded$/);
    expect(() => runRules(project, [failing('onNode')])).toThrow(/^rule boom failed on site-configs\/(layouts|pages|templates)\/[^\n]+\.json: /);
  });

  it('names only the rule when the failure is in a cross-file check', () => {
    expect(() => runRules(project, [failing('onEnd')])).toThrow(/^rule boom failed: Maximum call stack size exceeded$/);
  });
});

const PAGE = (node: string) => `{\n  "$schema": "../../schemas/generated/page.schema.json",\n  "version": 1,\n  "root": ${node}\n}\n`;
const HOME = 'site-configs/pages/home.json';
const INVALID = PAGE('{ "widget": "PageHeading", "$lint": ["schema"], "props": { "title": "ui.page.account", "colour": "red" } }');

describe('suppressions cannot hide errors (issue 27)', () => {
  let roots: string[] = [];
  const project = (files: Record<string, string>) => {
    const root = makeProject(files);
    roots.push(root);
    return root;
  };
  afterEach(() => {
    for (const r of roots) removeProject(r);
    roots = [];
  });
  const ids = (problems: Problem[]) => problems.map((p) => `${p.ruleId} ${p.severity} ${p.pointer}`);

  it('$lint: ["schema"] on an invalid node still fails, and the entry is itself an error', () => {
    const root = project({ [HOME]: INVALID });
    const result = lint({ root, paths: [join(root, HOME)] });
    expect(ids(result.problems)).toEqual(['suppressed-error error /root/$lint/0', 'schema error /root/props/colour']);
    expect(result.errorCount).toBe(2);
  });

  it('$lint on a warning rule silences it', () => {
    const redundant = PAGE('{ "widget": "GameGrid", "props": { "columns": 2 }, "at": { "desktop": { "columns": 2 } } }');
    const root = project({ [HOME]: redundant });
    expect(ids(lint({ root, paths: [join(root, HOME)] }).problems)).toEqual(['redundant-override warning /root/at/desktop/columns']);
    writeFileSync(join(root, HOME), redundant.replace('"GameGrid",', '"GameGrid", "$lint": ["redundant-override"],'));
    expect(lint({ root, paths: [join(root, HOME)] }).problems).toEqual([]);
  });

  it('config-lint.json may lower warnings but not errors: lowering an error rule is refused as a usage error', () => {
    const root = project({ [HOME]: INVALID });
    const metas = rules.map((r) => r.meta);
    expect(() => lint({ root, config: parseRuleConfig({ rules: { 'redundant-override': 'off', 'colour-contrast': 'error' } }, metas) })).not.toThrow();
    for (const doc of [
      { rules: { schema: 'off' } },
      { rules: { 'missing-message': 'warning' } },
      { overrides: [{ files: '**', rules: { 'suppressed-error': 'off' } }] },
    ]) {
      expect(() => lint({ root, config: parseRuleConfig(doc, metas) })).toThrow(UsageError);
    }
    writeFileSync(join(root, 'config-lint.json'), '{ "rules": { "schema": "warning" } }');
    expect(() => lint({ root })).toThrow(
      'config-lint.json rules: schema is an error rule, set to "warning": config-lint.json may lower or switch off warnings only',
    );
  });

  it('the override (the gate with CONFIG_ALLOW_ERROR_SUPPRESSIONS=1) lets a suppressed error through and hands it over to be logged', () => {
    const root = project({ [HOME]: INVALID });
    const letThrough: Problem[] = [];
    const problems = runRules(loadProject(root), rules, undefined, undefined, { letThrough });
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(ids(letThrough)).toEqual(['schema error /root/props/colour']);
  });
});
