import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProject, removeProject } from '../../engine/project/fixture-project.ts';
import { REPO_ROOT } from '../../engine/project/repo.ts';
import { buildClis } from '../build-clis.ts';
import { bundleWithoutLazyChunk } from './testing/bundle-copy.ts';

/** A page with one warning (a desktop override equal to the base value); `columns` other than 2 has none. */
const PAGE = (columns: number) =>
  `{\n  "$schema": "../../schemas/generated/page.schema.json",\n  "version": 1,\n  "root": { "widget": "GameGrid", "props": { "columns": 2 }, "at": { "desktop": { "columns": ${columns} } } }\n}\n`;
const HOME = 'site-configs/pages/home.json';
const BIN = join(REPO_ROOT, 'tools/bin/config-lint.mjs');
/** Only the timings differ between two runs with the same verdict. */
const untimed = (out: string) => out.replace(/in \d+ ms \(process \d+ ms wall\)/, 'in – ms').replace(/"ms": \d+/, '"ms": –');

describe('config-lint started from its bundle, a verdict kept (quick.ts)', () => {
  let bundle = '';
  let project = '';
  let cache = '';
  /** the bundle without its full run (testing/bundle-copy.ts): it answers from the kept verdict or fails */
  let quickOnly = '';
  const run = (bin: string, args: string[]) => {
    const r = spawnSync(process.execPath, [bin, '--cache-location', cache, ...args, join(project, 'site-configs')], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { ...process.env, CONFIG_DIR: '', FLEET_FILE: '', CONFIG_STORE_URL: '' },
    });
    return { status: r.status, out: untimed(r.stdout), err: r.stderr };
  };
  const lint = (...args: string[]) => run(BIN, args);
  const lintQuickOnly = (...args: string[]) => run(quickOnly, args);
  beforeAll(async () => {
    [bundle = ''] = await buildClis(['config-lint']);
    project = makeProject({ [HOME]: PAGE(2) });
    cache = join(project, 'cache.json');
    quickOnly = bundleWithoutLazyChunk(bundle, join(project, 'bundle-copy'));
  }, 120_000);
  afterAll(() => removeProject(project));

  it('prints a full run’s output and exit code again, warnings included, without loading the rest of the tool', () => {
    for (const args of [[], ['--format', 'json'], ['--format', 'github'], ['--max-warnings', '0']]) {
      rmSync(cache, { force: true });
      const full = lint(...args);
      expect(full.out).toContain('redundant-override');
      const kept = lintQuickOnly(...args);
      expect(kept).toEqual(full);
    }
    expect(lint('--max-warnings', '0')).toMatchObject({ status: 1, err: 'config-lint: 1 warnings exceed --max-warnings 0\n' });
  }, 180_000);

  it('sees an edit that keeps the file’s size and modified time (a file inside the racy window is compared by its hash)', () => {
    rmSync(cache, { force: true });
    const file = join(project, HOME);
    // modified "later" than now: inside the racy window however slowly this runs
    const later = new Date(Date.now() + 3600_000);
    writeFileSync(file, PAGE(2));
    utimesSync(file, later, later);
    expect(lint().out).toContain('1 warning in');
    writeFileSync(file, PAGE(3));
    utimesSync(file, later, later);
    const after = lint();
    expect(after.out).toContain('0 warnings in');
    expect(lintQuickOnly()).toEqual(after);
  }, 180_000);

  it('lints again when a file is added or removed, or the sites change', () => {
    rmSync(cache, { force: true });
    writeFileSync(join(project, HOME), PAGE(2));
    lint();
    const extra = join(project, 'site-configs/pages/extra.json');
    writeFileSync(extra, '{ "version": 1, "root": { "widget": "GameGrd" } }\n');
    expect(lint()).toMatchObject({ status: 1, out: expect.stringContaining('unknown widget "GameGrd"') as unknown });
    rmSync(extra);
    expect(lint()).toMatchObject({ status: 0 });
    const fleet = join(project, 'site-configs.fleet.json');
    writeFileSync(fleet, JSON.stringify({ sites: [{ domain: 'gone.example', theme_code: 'casino99', theme_color: 'dark' }] }));
    expect(lint()).toMatchObject({ status: 1, out: expect.stringContaining('casino99') as unknown });
    rmSync(fleet);
    expect(lint()).toMatchObject({ status: 0 });
  }, 180_000);

  it('answers other arguments with a full run: a kept verdict marked as such shows where it was reused', () => {
    rmSync(cache, { force: true });
    lint();
    const entries = JSON.parse(readFileSync(cache, 'utf8')) as Record<string, { result: { errorCount: number } }>;
    for (const entry of Object.values(entries)) entry.result.errorCount = 4242;
    writeFileSync(cache, JSON.stringify(entries));
    expect(lint().out).toContain('4242 errors');
    expect(lint('--format', 'json').out).toContain('"errorCount": 4242');
    for (const other of [['--date', '2026-01-05'], ['--no-cache'], [join(project, 'site-configs/pages')], ['--root', project]]) {
      expect(lint(...other).out).toContain('0 errors');
    }
  }, 180_000);
});
