import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lint, type LintOptions, type LintResult } from '../../engine/lint/lint.ts';
import { diskFs, type ProjectFs } from '../../engine/project/project-fs.ts';
import { recordingFs, unchanged, type FsRead } from '../../engine/project/recording-fs.ts';
import { REPO_ROOT } from '../../engine/project/repo.ts';
import { dayOf } from '../../schemas/jurisdiction-packs/index.ts';

/**
 * config-lint's result cache (ESLint's --cache is the model): a lint's verdict is kept with every look
 * it took at the file system (each config file's text, its extends chain, messages, assets, schemas,
 * directory listings, config-lint.json) and reused only while all of them read the same, for the same
 * tool build, arguments and live sites. A re-run with nothing changed is then hashing and printing.
 */
export interface LintCache {
  file: string;
  /** the running tool's identity: a result from another build of it is never reused */
  tool: string;
}

/** beside the package, as ESLint's .eslintcache; git-ignored */
export const DEFAULT_CACHE_FILE = join(REPO_ROOT, '.config-lint-cache');

/** How many argument sets keep a result: one per directory or file list linted lately. */
const KEEP = 16;

/**
 * What the engine reads beside the ProjectFs (generated from the widgets and schemas), and the
 * packages it runs on: a result depends on them as on the configs.
 */
const TOOL_INPUTS = ['schemas/generated/widget-names.json', 'schemas/generated/widget-manifest.json', 'package-lock.json'].map((f) => join(REPO_ROOT, f));

type Verdict = Omit<LintResult, 'ms'>;
interface Entry {
  reads: FsRead[];
  /** when a time-bound rule (window-past) may judge differently: the result is not reused after it */
  expires: number;
  result: Verdict;
}
type Entries = Record<string, Entry>;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * The bundle's hash when this runs from a prebuilt bundle (dist/tools/config-lint.js, one file holding
 * all the tool's code); undefined from the TypeScript sources (tsx), whose code no one file names, so
 * there is no cache then.
 */
export function bundleVersion(url: string = import.meta.url): string | undefined {
  if (!url.endsWith('.js')) return undefined;
  try {
    return sha256(readFileSync(fileURLToPath(url)));
  } catch {
    return undefined;
  }
}

/** A local date-time happens first in UTC+14: taken there, the bound is never late. */
/** an entry without a date-time in what it read (JSON has no Infinity) */
const NEVER = Number.MAX_SAFE_INTEGER;
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

function readEntries(file: string): Entries {
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Entries) : {};
  } catch {
    return {};
  }
}

function writeEntries(file: string, entries: Entries): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    // written beside and renamed: a lint running meanwhile reads the old cache or the new
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(entries));
    renameSync(tmp, file);
  } catch {
    // a read-only checkout lints as well, only not faster the next time
  }
}

function keyOf(options: LintOptions, tool: string): string {
  const { paths = [], root, configDir, sites } = options;
  // the day judged: a dated jurisdiction rule coming into force changes the verdict of unchanged files
  const day = dayOf(options.now ?? Date.now());
  return sha256(JSON.stringify({ tool, paths, root, configDir, sites, day, cwd: process.cwd() }));
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
  const key = keyOf(options, cache.tool);
  const entries = readEntries(cache.file);
  const hit = entries[key];
  if (hit && hit.expires > now && unchanged(hit.reads, fs)) return { ...hit.result, ms: performance.now() - t0 };

  let expires = NEVER;
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
  const result = lint({ ...options, fs: recording.fs });
  const verdict: Verdict = { problems: result.problems, fileCount: result.fileCount, errorCount: result.errorCount, warningCount: result.warningCount };
  const kept = Object.entries(entries)
    .filter(([k]) => k !== key)
    .slice(0, KEEP - 1);
  writeEntries(cache.file, Object.fromEntries([[key, { reads: recording.reads(), expires, result: verdict }], ...kept]));
  return result;
}
