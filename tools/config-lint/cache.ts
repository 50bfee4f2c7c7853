/**
 * config-lint's result cache (ESLint's --cache is the model): a lint's verdict is kept with every look
 * it took at the file system (each config file's text, its extends chain, messages, assets, schemas,
 * directory listings, config-lint.json) and reused only while all of them read the same, for the same
 * tool build, arguments and live sites. A re-run with nothing changed is then hashing and printing.
 */
import { join } from 'node:path';
import { FORGET_AFTER_MS } from '../../engine/lint/fleet.ts';
import { lint, type LintOptions, type LintResult } from '../../engine/lint/lint.ts';
import { diskFs, type ProjectFs } from '../../engine/project/project-fs.ts';
import { recordingFs } from '../../engine/project/recording-fs.ts';
import { REPO_ROOT } from '../../engine/project/repo.ts';
import { cacheKey, NEVER, readEntries, reusable, writeEntry, type LintCache, type Verdict } from './cache-store.ts';

export { bundleVersion, DEFAULT_CACHE_FILE, type LintCache } from './cache-store.ts';

/**
 * What the engine reads beside the ProjectFs (generated from the widgets and schemas), and the
 * packages it runs on: a result depends on them as on the configs.
 */
const TOOL_INPUTS = ['schemas/generated/widget-names.json', 'schemas/generated/widget-manifest.json', 'package-lock.json'].map((f) => join(REPO_ROOT, f));

/** A local date-time happens first in UTC+14: taken there, the bound is never late. */
const EARLIEST_OFFSET_MS = 14 * 3600_000;
const DATE_TIME = /"(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/g;

/** The first moment after `now` that a date-time in `text` may stand for, or NEVER. */
function nextMoment(text: string, now: number): number {
  let next = NEVER;
  for (const m of text.matchAll(DATE_TIME)) {
    const at = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0)) - EARLIEST_OFFSET_MS;
    if (at > now && at < next) next = at;
  }
  return next;
}

/**
 * `lint(options)`, its verdict reused from `cache` when nothing it read changed. Lints given rules,
 * settings, texts (--stdin) or a parse cache (--watch) always run.
 */
export function cachedLint(options: LintOptions, cache: LintCache | undefined): LintResult {
  if (!cache || options.contents || options.cache || options.rules || options.config) return lint(options);
  const t0 = performance.now();
  const fs = options.fs ?? diskFs;
  const now = Date.now();
  const key = cacheKey(options, cache);
  const entries = readEntries(cache.file);
  const hit = reusable(entries[key], fs, now);
  if (hit) return { ...hit, ms: performance.now() - t0 };

  let expires = NEVER;
  // a live site unseen for FORGET_AFTER_MS drops out of the check (fleet.ts liveSites) with no file changed
  for (const site of options.sites ?? []) if (site.seen) expires = Math.min(expires, Date.parse(site.seen) + FORGET_AFTER_MS);
  const timed: ProjectFs = {
    ...fs,
    readText(path) {
      const text = fs.readText(path);
      if (text !== undefined) expires = Math.min(expires, nextMoment(text, now));
      return text;
    },
  };
  const recording = recordingFs(timed);
  for (const f of TOOL_INPUTS) recording.fs.readText(f);
  for (const f of cache.sitesFrom ?? []) recording.bytes(f);
  const result = lint({ ...options, fs: recording.fs });
  const verdict: Verdict = { problems: result.problems, fileCount: result.fileCount, errorCount: result.errorCount, warningCount: result.warningCount };
  writeEntry(cache.file, entries, key, { reads: recording.reads(), expires, result: verdict });
  return result;
}
