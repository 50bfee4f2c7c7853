import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { lint, lintTarget } from '../lint/lint.ts';
import { runCli } from '../../tools/config-lint/testing/run-cli.ts';
import { configDirFrom, locateConfigs, REPO_ROOT } from './repo.ts';
import { main as cloneMain } from '../../tools/clone-template/main.ts';
import { main as explainMain } from '../../tools/preview/explain-main.ts';
import { main as migrateMain } from '../../tools/migrate/main.ts';

/** Runs a CLI main with its console captured. */
function capture(run: () => number): { code: number; out: string } {
  const out: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((s: unknown) => void out.push(String(s)));
  const error = vi.spyOn(console, 'error').mockImplementation((s: unknown) => void out.push(String(s)));
  try {
    return { code: run(), out: out.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

// the deploy layout: configs in a directory of their own, outside any checkout (/srv/site-configs)
const outside = mkdtempSync(join(tmpdir(), 'config-home-'));
const srv = join(outside, 'srv', 'site-configs');
const conf = join(outside, 'etc', 'conf');
mkdirSync(join(outside, 'srv'));
mkdirSync(join(outside, 'etc'));
cpSync(join(REPO_ROOT, 'site-configs'), srv, { recursive: true });
cpSync(join(REPO_ROOT, 'site-configs'), conf, { recursive: true });
afterAll(() => rmSync(outside, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

describe('where the configs are', () => {
  it('an explicit path wins, then CONFIG_DIR, then the project site-configs/', () => {
    expect(configDirFrom({}, '/p')).toBe('/p/site-configs');
    expect(configDirFrom({ CONFIG_DIR: conf }, '/p')).toBe(conf);
    expect(configDirFrom({ CONFIG_DIR: conf }, '/p', srv)).toBe(srv);
  });

  it('a directory outside any checkout belongs to this package, a checkout to itself', () => {
    expect(locateConfigs(srv)).toEqual({ configDir: srv, root: REPO_ROOT });
    expect(locateConfigs(join(conf, 'templates', 'slot2.json'))).toEqual({ configDir: conf, root: REPO_ROOT });
    expect(locateConfigs(REPO_ROOT)).toEqual({ configDir: join(REPO_ROOT, 'site-configs'), root: REPO_ROOT });
    expect(lintTarget({ paths: [srv] })).toEqual({ root: REPO_ROOT, configDir: srv });
  });

  it('lints a copy outside the checkout with no false errors (schema refs, messages, locales)', () => {
    for (const dir of [srv, conf]) {
      const r = lint({ paths: [dir] });
      expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
      expect(r.fileCount).toBeGreaterThan(90);
    }
  });

  it('CONFIG_DIR is what config-lint lints when no path is given; a path still wins', () => {
    const file = join(conf, 'templates', 'slot2.json');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace('"label":', '"labell": 1,\n  "label":'));
    try {
      vi.stubEnv('CONFIG_DIR', conf);
      const viaEnv = runCli([]);
      expect(viaEnv.code).toBe(1);
      // named from the real directory, not site-configs/
      expect(viaEnv.out).toMatch(/^conf\/templates\/slot2\.json:\d+:\d+ {2}schema {2}"labell"/m);
      expect(runCli([srv]).code).toBe(0);
    } finally {
      writeFileSync(file, original);
    }
  });

  it('messages name the directory read, not site-configs/', () => {
    const file = join(conf, 'templates', 'slot2.json');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace(/"extends": "[^"]+"/, '"extends": "_slotz"'));
    try {
      const r = lint({ paths: [conf] });
      expect(r.problems).toContainEqual(
        expect.objectContaining({
          ruleId: 'extends',
          file: 'conf/templates/slot2.json',
          message: expect.stringContaining('not a template in conf/templates/'),
        }),
      );
    } finally {
      writeFileSync(file, original);
    }
  });
});

describe('every operator command reads CONFIG_DIR', () => {
  it('clone-template writes into it, explain and migrate read it', () => {
    vi.stubEnv('CONFIG_DIR', conf);
    const clone = capture(() => cloneMain(['slot2', 'slot12']));
    expect(clone.code).toBe(0);
    expect(existsSync(join(conf, 'templates', 'slot12.json'))).toBe(true);
    expect(existsSync(join(REPO_ROOT, 'site-configs', 'templates', 'slot12.json'))).toBe(false);
    const explained = capture(() => explainMain(['slot12', '/slots']));
    expect(explained.code).toBe(0);
    expect(explained.out).toContain('template slot12  (conf/templates/slot12.json ← conf/templates/slot2.json');
    const missing = capture(() => cloneMain(['slot99', 'slot13']));
    expect(missing.out).toContain('no template "slot99" in conf/templates/');
    expect(capture(() => migrateMain(['--check'])).code).toBe(0);
    rmSync(join(conf, 'templates', 'slot12.json'));
  });
});

describe('$schema outside the checkout', () => {
  const page = (schema: string) => `{\n  "$schema": "${schema}",\n  "version": 1,\n  "root": { "widget": "Stack" }\n}\n`;
  const schemaProblems = (dir: string) => lint({ paths: [dir] }).problems.filter((p) => p.ruleId === 'schema' && p.pointer === '/$schema');
  const home = join(srv, 'pages', 'home.json');
  const original = readFileSync(home, 'utf8');
  afterEach(() => writeFileSync(home, original));

  it('accepts the package-relative form the repository uses, though it does not resolve there', () => {
    expect(original).toContain('"../../schemas/generated/page.schema.json"');
    expect(schemaProblems(srv)).toEqual([]);
  });

  it('accepts a path that resolves to the package schema (compared by the file) or names it by the package', () => {
    const real = relative(join(srv, 'pages'), join(REPO_ROOT, 'schemas/generated/page.schema.json'));
    writeFileSync(home, page(real));
    expect(schemaProblems(srv)).toEqual([]);
    // through a link: another path string, the same file
    symlinkSync(join(REPO_ROOT, 'schemas'), join(outside, 'srv', 'schemas-link'));
    writeFileSync(home, page('../../schemas-link/generated/page.schema.json'));
    expect(schemaProblems(srv)).toEqual([]);
    writeFileSync(home, page('../../node_modules/gaming-site-builder/schemas/generated/page.schema.json'));
    expect(schemaProblems(srv)).toEqual([]);
  });

  it('still refuses a ref that resolves nowhere or to another schema file, suggesting the package form', () => {
    writeFileSync(home, page('../schemas/generated/page.schema.json'));
    expect(schemaProblems(srv)).toEqual([
      expect.objectContaining({ message: '"$schema" does not resolve to a file: use "../../schemas/generated/page.schema.json"' }),
    ]);
    mkdirSync(join(outside, 'srv', 'old'), { recursive: true });
    writeFileSync(join(outside, 'srv', 'old', 'page.schema.json'), '{"old": true}');
    writeFileSync(home, page('../../old/page.schema.json'));
    expect(schemaProblems(srv)[0]?.message).toContain("not this package's");
  });
});
