import { readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveSites, readSitesFile } from '../../engine/lint/fleet.ts';
import { lint, type LintOptions, type LintResult } from '../../engine/lint/lint.ts';
import { makeProject, removeProject } from '../../engine/project/fixture-project.ts';
import { REPO_ROOT } from '../../engine/project/repo.ts';
import { cachedLint, type LintCache } from './cache.ts';

const verdict = ({ problems, fileCount, errorCount, warningCount }: LintResult) => ({ problems, fileCount, errorCount, warningCount });

/** Marks every kept result, so a result read back from the cache tells itself from a fresh lint. */
function tamper(file: string): void {
  const entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { result: { errorCount: number } }>;
  for (const entry of Object.values(entries)) entry.result.errorCount = 4242;
  writeFileSync(file, JSON.stringify(entries));
}

describe('config-lint result cache', () => {
  let root: string;
  let cache: LintCache;
  let options: LintOptions;
  beforeEach(() => {
    // home names an asset, so public/ is read too
    root = makeProject({
      'site-configs/pages/home.json': readFileSync(join(REPO_ROOT, 'site-configs/pages/home.json'), 'utf8').replace(
        '"ctaHref": "/register"',
        '"ctaHref": "/404.svg"',
      ),
    });
    cache = { file: join(root, '.config-lint-cache'), tool: 'test-build' };
    options = { root, paths: [join(root, 'site-configs')] };
  });
  afterEach(() => {
    vi.useRealTimers();
    removeProject(root);
  });

  it('gives a cold lint’s verdict, then reuses it while nothing changed', () => {
    const cold = cachedLint(options, cache);
    expect(verdict(cold)).toEqual(verdict(lint(options)));
    const warm = cachedLint(options, cache);
    expect(verdict(warm)).toEqual(verdict(cold));
    tamper(cache.file);
    expect(cachedLint(options, cache).errorCount).toBe(4242);
  });

  it('is not reused by another build of the tool or other arguments', () => {
    cachedLint(options, cache);
    tamper(cache.file);
    expect(cachedLint(options, { ...cache, tool: 'next-build' }).errorCount).toBe(0);
    expect(cachedLint({ ...options, paths: [join(root, 'site-configs', 'templates', 'casino1.json')] }, cache).errorCount).toBe(0);
  });

  const changes: [what: string, change: (root: string) => void, paths?: (root: string) => string[]][] = [
    ['a page', (r) => writeFileSync(join(r, 'site-configs/pages/home.json'), `${readFileSync(join(r, 'site-configs/pages/home.json'), 'utf8')}\n`)],
    [
      'a base template linted only through the extends chain of the file given',
      (r) =>
        writeFileSync(
          join(r, 'site-configs/templates/_casino.json'),
          readFileSync(join(r, 'site-configs/templates/_casino.json'), 'utf8').replace('"version": 1', '"version": 1,\n  "labell": "x"'),
        ),
      (r) => [join(r, 'site-configs/templates/casino1.json')],
    ],
    ['a message file', (r) => writeFileSync(join(r, 'locales/en/ui.json'), '{}\n')],
    ['a new config file', (r) => writeFileSync(join(r, 'site-configs/pages/extra.json'), '{ "version": 1, "root": { "widget": "GameGrd" } }\n')],
    ['config-lint.json appearing', (r) => writeFileSync(join(r, 'config-lint.json'), '{ "rules": { "page-override-as-patch": "off" } }\n')],
    ['an asset a config names going away', (r) => rmSync(join(r, 'public/404.svg'))],
  ];
  it.each(changes)('is invalidated by a change to %s, and the new verdict is a cold lint’s', (_, change, paths) => {
    const given = paths ? { ...options, paths: paths(root) } : options;
    cachedLint(given, cache);
    tamper(cache.file);
    change(root);
    const after = cachedLint(given, cache);
    expect(after.errorCount).not.toBe(4242);
    expect(verdict(after)).toEqual(verdict(lint(given)));
    expect(verdict(cachedLint(given, cache))).toEqual(verdict(after));
  });

  it('is not reused once a date-time in the configs may have passed (window-past judges by the clock)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T00:00Z'));
    const before = cachedLint(options, cache);
    expect(before.problems.filter((p) => p.ruleId === 'window-past')).toEqual([]);
    // casino3's promotion window ends at 2026-12-27T00:00 in its zone
    vi.setSystemTime(new Date('2026-12-28T00:00Z'));
    const after = cachedLint(options, cache);
    expect(after.problems.filter((p) => p.ruleId === 'window-past')).not.toEqual([]);
    expect(verdict(after)).toEqual(verdict(lint(options)));
  });

  it('is invalidated by any change to the bytes of a file the sites come from (cache-store.ts sitesFrom: the embedded store, its log, the fleet file)', () => {
    const store = join(root, 'site-configs.store.sqlite');
    const sited = { ...cache, sitesFrom: [store, `${store}-wal`] };
    // modified "later" than now: inside the racy window however slowly this runs, so only its hash can vouch for it
    const later = new Date(Date.now() + 3600_000);
    writeFileSync(store, 'SQLite format 3\0 one');
    utimesSync(store, later, later);
    cachedLint(options, sited);
    tamper(cache.file);
    expect(cachedLint(options, sited).errorCount).toBe(4242);
    // the same size and modified time, other bytes
    writeFileSync(store, 'SQLite format 3\0 two');
    utimesSync(store, later, later);
    expect(cachedLint(options, sited).errorCount).toBe(0);
    tamper(cache.file);
    writeFileSync(`${store}-wal`, 'a write not yet checkpointed');
    expect(cachedLint(options, sited).errorCount).toBe(0);
  });

  it('is not reused once a live site it checked may have aged out of the fleet (fleet.ts liveSites)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T00:00Z'));
    const fleet = join(root, 'site-configs.fleet.json');
    writeFileSync(fleet, JSON.stringify({ sites: [{ domain: 'gone.example', theme_code: 'casino99', theme_color: 'dark', seen: '2026-11-01T12:00:00Z' }] }));
    const sited = { ...cache, sitesFrom: [fleet] };
    const at = () => ({ ...options, sites: liveSites(readSitesFile(fleet)) });
    expect(cachedLint(at(), sited).problems.map((p) => p.ruleId)).toEqual(['fleet']);
    vi.setSystemTime(new Date('2026-12-02T00:00Z'));
    expect(at().sites).toEqual([]);
    expect(verdict(cachedLint(at(), sited))).toEqual(verdict(lint(at())));
    expect(cachedLint(at(), sited).errorCount).toBe(0);
  });

  it('lints as before when the cache file is unreadable or unwritable', () => {
    writeFileSync(cache.file, 'not json');
    expect(verdict(cachedLint(options, cache))).toEqual(verdict(lint(options)));
    const nowhere = { ...cache, file: join(root, 'site-configs', 'routes.json', 'cache') };
    expect(verdict(cachedLint(options, nowhere))).toEqual(verdict(lint(options)));
  });
});
