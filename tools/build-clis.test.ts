import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProject, removeProject } from '../engine/project/fixture-project.ts';
import { REPO_ROOT } from '../engine/project/repo.ts';
import { currentBundle } from './bin/run.mjs';
import { buildClis } from './build-clis.ts';
import { bundleWithoutLazyChunk } from './config-lint/testing/bundle-copy.ts';

const node = (args: string[]) => spawnSync(process.execPath, args, { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, CONFIG_DIR: '' } });
/** The JSON report without its timing, which differs run to run. */
const report = (out: string) => ({ ...(JSON.parse(out) as Record<string, unknown>), ms: 0 });

describe('the CLI bundles (dist/tools)', () => {
  let bundle = '';
  let project = '';
  let scratch = '';
  beforeAll(async () => {
    [bundle = ''] = await buildClis(['config-lint']);
    project = makeProject();
    scratch = mkdtempSync(join(tmpdir(), 'cli-bundle-'));
  }, 120_000);
  afterAll(() => {
    removeProject(project);
    rmSync(scratch, { recursive: true, force: true });
  });

  it('config-lint runs with plain node, no TypeScript loader', () => {
    const files = [
      bundle,
      ...readdirSync(dirname(bundle))
        .filter((f) => f.startsWith('config-lint.chunk-'))
        .map((f) => join(dirname(bundle), f)),
    ];
    const imports = files.flatMap((f) => readFileSync(f, 'utf8').match(/^import [^;]* from "[^"]+";$/gm) ?? []);
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((line) => /"(tsx[^"]*|[^"]*\.tsx?)"/.test(line))).toEqual([]);
    const clean = node([bundle, '--no-cache', join(project, 'site-configs')]);
    expect(clean.stderr).toBe('');
    expect(clean.status).toBe(0);
    expect(clean.stdout).toMatch(/^config-lint: \d+ files, 0 errors, \d+ warnings? in \d+ ms \(process \d+ ms wall\)\n$/);
    // a full lint: over 20 s on a loaded machine
  }, 120_000);

  it('the bin runs the current bundle; its cached verdict prints as a cold run’s, until a file changes', () => {
    expect(currentBundle('config-lint')?.href).toBe(pathToFileURL(bundle).href);
    const cache = join(scratch, 'cache.json');
    const lintJson = () => node([join(REPO_ROOT, 'tools/bin/config-lint.mjs'), '--cache-location', cache, '--format', 'json', join(project, 'site-configs')]);
    const cold = lintJson();
    expect(cold.status).toBe(0);
    expect(readFileSync(cache, 'utf8')).toContain(join(project, 'site-configs', 'routes.json'));
    const warm = lintJson();
    expect(report(warm.stdout)).toEqual(report(cold.stdout));
    writeFileSync(join(project, 'site-configs/pages/extra.json'), '{ "version": 1, "root": { "widget": "GameGrd" } }\n');
    const changed = lintJson();
    expect(changed.status).toBe(1);
    expect(changed.stdout).toContain('unknown widget \\"GameGrd\\"');
    expect(report(changed.stdout)).toEqual(report(node([bundle, '--no-cache', '--format', 'json', join(project, 'site-configs')]).stdout));
    // four CLI runs, two of them full lints: seconds each on a loaded machine
  }, 180_000);

  it('every package bin is a CLI the bundles are built for', () => {
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { bin: Record<string, string> };
    const clis = JSON.parse(readFileSync(join(REPO_ROOT, 'tools/bin/clis.json'), 'utf8')) as Record<string, string>;
    expect(Object.keys(clis).sort()).toEqual(Object.keys(pkg.bin).sort());
    for (const name of Object.keys(pkg.bin)) expect(readFileSync(join(REPO_ROOT, pkg.bin[name]!), 'utf8')).toContain(`await run('${name}');`);
  });

  it('a bundle older than a file it was built from, or without its inputs list, is not run', () => {
    const root = pathToFileURL(`${scratch}/root/`);
    mkdirSync(join(scratch, 'root/dist/tools'), { recursive: true });
    mkdirSync(join(scratch, 'root/engine'), { recursive: true });
    const at = (path: string, seconds: number) => utimesSync(join(scratch, 'root', path), seconds, seconds);
    writeFileSync(join(scratch, 'root/engine/a.ts'), '');
    writeFileSync(join(scratch, 'root/dist/tools/x.js'), '');
    expect(currentBundle('x', root)).toBeUndefined();
    writeFileSync(join(scratch, 'root/dist/tools/x.inputs.json'), '["engine/a.ts"]');
    at('engine/a.ts', 1000);
    at('dist/tools/x.js', 2000);
    expect(currentBundle('x', root)?.href).toBe(new URL('dist/tools/x.js', root).href);
    at('engine/a.ts', 3000);
    expect(currentBundle('x', root)).toBeUndefined();
    writeFileSync(join(scratch, 'root/dist/tools/x.inputs.json'), '["engine/gone.ts"]');
    expect(currentBundle('x', root)).toBeUndefined();
  });
});

describe('what a CLI loads only when a command needs it (a chunk of its own)', () => {
  const bundles = new Map<string, string>();
  let scratch = '';
  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'cli-chunks-'));
    const names = ['operator', 'config-store'];
    const built = await buildClis(names);
    names.forEach((name, i) => bundles.set(name, built[i] ?? ''));
  }, 120_000);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it.each(['operator', 'config-store'])(
    '%s prints its usage without the chunk that opens the store',
    (name) => {
      const copy = bundleWithoutLazyChunk(bundles.get(name) ?? '', join(scratch, name));
      const help = node([copy, '--help']);
      expect(help.status).toBe(0);
      expect(help.stdout).toMatch(/^usage:/);
      // a command does need it: proof that the chunk left out is the one the store comes from
      expect(node([copy, 'history']).status).not.toBe(0);
    },
    60_000,
  );
});
