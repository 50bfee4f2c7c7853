import { describe, expect, it } from 'vitest';
import { loadProject } from '../project/project.ts';
import { RuleError, runRules } from './engine.ts';
import { UsageError } from './lint.ts';
import { parseRuleConfig } from './rule-config.ts';
import { rules } from './rules/index.ts';
import { memoryProject } from '../../tools/config-lint/testing/memory-project.ts';
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
  const ids = (problems: Problem[]) => problems.map((p) => `${p.ruleId} ${p.severity} ${p.pointer}`);

  it('$lint: ["schema"] on an invalid node still fails, and the entry is itself an error', () => {
    const result = memoryProject({ [HOME]: INVALID }).lint([HOME]);
    expect(ids(result.problems)).toEqual(['suppressed-error error /root/$lint/0', 'schema error /root/props/colour']);
    expect(result.errorCount).toBe(2);
  });

  it('$lint on a warning rule silences it', () => {
    const redundant = PAGE('{ "widget": "GameGrid", "props": { "columns": 2 }, "at": { "desktop": { "columns": 2 } } }');
    expect(ids(memoryProject({ [HOME]: redundant }).lint([HOME]).problems)).toEqual(['redundant-override warning /root/at/desktop/columns']);
    const suppressed = redundant.replace('"GameGrid",', '"GameGrid", "$lint": ["redundant-override"],');
    expect(memoryProject({ [HOME]: suppressed }).lint([HOME]).problems).toEqual([]);
  });

  it('config-lint.json may lower warnings but not errors: lowering an error rule is refused as a usage error', () => {
    const project = memoryProject({ [HOME]: INVALID });
    const metas = rules.map((r) => r.meta);
    expect(() =>
      project.lint(undefined, { config: parseRuleConfig({ rules: { 'redundant-override': 'off', 'colour-contrast': 'error' } }, metas) }),
    ).not.toThrow();
    for (const doc of [
      { rules: { schema: 'off' } },
      { rules: { 'missing-message': 'warning' } },
      { overrides: [{ files: '**', rules: { 'suppressed-error': 'off' } }] },
    ]) {
      expect(() => project.lint(undefined, { config: parseRuleConfig(doc, metas) })).toThrow(UsageError);
    }
    expect(() => memoryProject({ [HOME]: INVALID, 'config-lint.json': '{ "rules": { "schema": "warning" } }' }).lint()).toThrow(
      'config-lint.json rules: schema is an error rule, set to "warning": config-lint.json may lower or switch off warnings only',
    );
  });

  it('the override (the gate with CONFIG_ALLOW_ERROR_SUPPRESSIONS=1) lets a suppressed error through and hands it over to be logged', () => {
    const { root, fs } = memoryProject({ [HOME]: INVALID });
    const letThrough: Problem[] = [];
    const problems = runRules(loadProject(root, [], undefined, undefined, undefined, undefined, fs), rules, undefined, undefined, { letThrough });
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(ids(letThrough)).toEqual(['schema error /root/props/colour']);
  });
});
