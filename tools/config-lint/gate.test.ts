import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../engine/project/repo.ts';
import { readConfigSet, ruleConfigRoot } from '../../engine/lint/gate.ts';
import { pageFile, projectPool } from '../../engine/project/fixture-project.ts';
import { runCli } from './testing/run-cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'gate-'));
const configs = join(dir, 'site-configs');
cpSync(join(REPO_ROOT, 'site-configs'), configs, { recursive: true });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the config gate', () => {
  it('turns a lint-clean directory into a set named by its content', () => {
    const a = readConfigSet(configs);
    const b = readConfigSet(join(REPO_ROOT, 'site-configs'));
    if (!a.ok || !b.ok) throw new Error('the shipped configs must pass');
    expect(a.set.revision).toMatch(/^[0-9a-f]{16}$/);
    expect(a.set.revision).toBe(b.set.revision);
    expect(a.set.routes.find((r) => r.path === '/')?.page).toBe('home');
    expect(Object.keys(a.set.templates)).toContain('casino1');
    expect(a.set.layouts['template1']?.root).toBeDefined();
  });

  it('hands out design tokens serialised from their CSS parse tree, so render threads need no CSS parser', () => {
    const file = join(configs, 'templates/casino1.json');
    const original = readFileSync(file, 'utf8');
    const template = JSON.parse(original) as { schemes: Record<string, Record<string, string>> };
    template.schemes['color1-1'] = { ...template.schemes['color1-1'], font: "'Segoe UI' /* brand */ , sans-serif", radius: '0.5rem' };
    writeFileSync(file, JSON.stringify(template, null, 2));
    try {
      const r = readConfigSet(configs);
      if (!r.ok) throw new Error(r.report);
      expect(r.set.tokens).toBe('serialised');
      expect(r.set.templates['casino1']?.schemes?.['color1-1']).toMatchObject({ font: '"Segoe UI",sans-serif', radius: '0.5rem' });
    } finally {
      writeFileSync(file, original);
    }
  });

  it('refuses a set with a lint error, in config-lint text format, with paths from the config root', () => {
    const file = join(configs, 'templates/slot2.json');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace('"label":', '"labell": 1,\n  "label":'));
    try {
      const r = readConfigSet(configs);
      if (r.ok) throw new Error('expected a refusal');
      expect(r.problems).toContainEqual(expect.objectContaining({ ruleId: 'schema', file: 'site-configs/templates/slot2.json', pointer: '/labell' }));
      expect(r.report).toMatch(/^site-configs\/templates\/slot2\.json:\d+:\d+ {2}schema {2}/m);
      expect(r.report).not.toContain(dir);
    } finally {
      writeFileSync(file, original);
    }
  });

  it('refuses a directory that does not exist or holds no configs', () => {
    const missing = readConfigSet(join(dir, 'nope'));
    expect(missing).toMatchObject({ ok: false, message: expect.stringContaining('does not exist') });
    const empty = mkdtempSync(join(dir, 'empty-'));
    expect(readConfigSet(empty)).toMatchObject({ ok: false, message: expect.stringContaining('no .json configs') });
  });
});

const HOME = 'site-configs/pages/home.json';
const SUPPRESSED_SCHEMA = pageFile('{ "widget": "PageHeading", "$lint": ["schema"], "props": { "title": "ui.page.account", "colour": "red" } }');
const REDUNDANT = pageFile('{ "widget": "GameGrid", "props": { "columns": 2 }, "at": { "desktop": { "columns": 2 } } }');

describe('the gate and config-lint agree (issue 27)', () => {
  const pool = projectPool();
  const project = pool.make;
  afterAll(pool.removeAll);

  it('reads config-lint.json from the project holding the config directory, as the CLI does', () => {
    const root = project({ 'config-lint.json': '{ "rules": { "schema": "off" } }' });
    expect(ruleConfigRoot(join(root, 'site-configs'))).toBe(root);
    const r = readConfigSet(join(root, 'site-configs'));
    expect(r).toMatchObject({ ok: false, message: expect.stringContaining('config-lint.json rules: schema is an error rule, set to "off"') });
    writeFileSync(join(root, 'config-lint.json'), '{ "rules": { "nope": "off" } }');
    expect(readConfigSet(join(root, 'site-configs'))).toMatchObject({ ok: false, message: expect.stringContaining('no rule "nope"') });
  });

  const cases: [string, Record<string, string>][] = [
    ['the shipped configs', {}],
    ['$lint naming schema over an invalid node', { [HOME]: SUPPRESSED_SCHEMA }],
    ['$lint naming a warning rule', { [HOME]: REDUNDANT.replace('"GameGrid",', '"GameGrid", "$lint": ["redundant-override"],') }],
    [
      'config-lint.json switching an error rule off',
      { [HOME]: SUPPRESSED_SCHEMA.replace('"$lint": ["schema"], ', ''), 'config-lint.json': '{ "rules": { "schema": "off" } }' },
    ],
    ['config-lint.json raising a warning rule to an error', { [HOME]: REDUNDANT, 'config-lint.json': '{ "rules": { "redundant-override": "error" } }' }],
    ['config-lint.json switching a warning rule off', { [HOME]: REDUNDANT, 'config-lint.json': '{ "rules": { "redundant-override": "off" } }' }],
  ];
  it.each(cases)('same verdict from `config-lint <dir>` and the gate: %s', (_name, files) => {
    const root = project(files);
    const cli = runCli([join(root, 'site-configs')]);
    const gate = readConfigSet(join(root, 'site-configs'));
    expect(cli.code === 0, `${cli.out}\n${cli.err}\n${gate.ok ? '' : gate.report}`).toBe(gate.ok);
  });

  it('the expected verdicts: only the warning cases pass', () => {
    const verdicts = cases.map(([name, files]) => [name, readConfigSet(join(project(files), 'site-configs')).ok]);
    expect(verdicts.map(([, ok]) => ok)).toEqual([true, false, true, false, false, true]);
  });
});
