import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../project/repo.ts';
import { docsUrl, type Rule } from '../types.ts';
import { rules } from './index.ts';

const DIR = join(REPO_ROOT, 'engine', 'lint', 'rules');
const folders = readdirSync(DIR).filter((name) => statSync(join(DIR, name)).isDirectory());
const docs = readFileSync(join(REPO_ROOT, 'docs', 'config-lint.md'), 'utf8');
const documented = new Set([...docs.matchAll(/^### (\S+)$/gm)].map((m) => m[1]));

/** One rule = one folder: what adding a rule means (docs/contributing.md, "A config-lint rule"), checked for each. */
describe.each(folders)('rule folder %s', (folder) => {
  it('exports its rule with the folder name as id, registered in rules/index.ts', async () => {
    const { rule } = (await import(`./${folder}/index.ts`)) as { rule: Rule };
    expect(rule.meta.id).toBe(folder);
    expect(rule.meta.docs).toBe(docsUrl(folder));
    expect(rule.meta.description.length).toBeGreaterThan(0);
    expect(rules, `${folder}: add it to rules in engine/lint/rules/index.ts`).toContain(rule);
  });

  it('is documented under "### <id>" in docs/config-lint.md', () => {
    expect(documented.has(folder), `${folder}: add a "### ${folder}" section to docs/config-lint.md`).toBe(true);
  });

  it('has index.test.ts with a RuleTester table (cases that report nothing, and problems with their fixes)', () => {
    const tests = readdirSync(join(DIR, folder)).filter((f) => f.endsWith('.test.ts'));
    expect(tests, `${folder}: add index.test.ts`).toContain('index.test.ts');
    const tables = tests.filter((f) => /new RuleTester\(\)\.run\(rule,/.test(readFileSync(join(DIR, folder, f), 'utf8')));
    expect(tables, `${folder}: test the rule with new RuleTester().run(rule, { valid, invalid })`).not.toEqual([]);
  });
});

describe('rules/index.ts', () => {
  it('registers only rules that have a folder, each once', () => {
    const ids = rules.map((r) => r.meta.id);
    expect(ids.filter((id) => !folders.includes(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
