import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LintResult } from '../../engine/lint/lint.ts';
import type { ProjectFs } from '../../engine/project/project-fs.ts';
import { unchanged, type FsRead } from '../../engine/project/recording-fs.ts';
import { REPO_ROOT } from '../../engine/project/repo.ts';

/**
 * The cache file of config-lint's result cache (cache.ts): what both a full run and the cached start
 * (quick.ts) read, so it loads nothing of the lint itself.
 */
export interface LintCache {
  file: string;
  /** the running tool's identity: a result from another build of it is never reused */
  tool: string;
  /**
   * the files the live sites are read from (target.ts sitesFiles): their bytes, not the sites they
   * hold, are part of what a result was read from, so a start can check them without opening the store
   */
  sitesFrom?: readonly string[];
}

/** beside the package, as ESLint's .eslintcache; git-ignored */
export const DEFAULT_CACHE_FILE = join(REPO_ROOT, '.config-lint-cache');

/** How many argument sets keep a result: one per directory or file list linted lately. */
export const KEEP = 16;

/** an entry without a date-time in what it read (JSON has no Infinity) */
export const NEVER = Number.MAX_SAFE_INTEGER;

export type Verdict = Omit<LintResult, 'ms'>;
export interface Entry {
  reads: FsRead[];
  /** when a time-bound rule (window-past) may judge differently: the result is not reused after it */
  expires: number;
  result: Verdict;
}
export type Entries = Record<string, Entry>;

/**
 * The bundle's identity when this runs from a prebuilt bundle: the text of its entry
 * (dist/tools/config-lint.js, a few lines), which names each chunk by its content hash
 * (tools/build-clis.ts), so it changes with any code of the tool and needs no hashing of its own;
 * undefined from the TypeScript sources (tsx), whose code no one file names, so there is no cache then.
 */
export function bundleVersion(url: string): string | undefined {
  if (!url.endsWith('.js')) return undefined;
  try {
    return readFileSync(fileURLToPath(url), 'utf8');
  } catch {
    return undefined;
  }
}

export function readEntries(file: string): Entries {
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Entries) : {};
  } catch {
    return {};
  }
}

/** Keeps `entry` under `key` first, with the KEEP - 1 latest others. */
export function writeEntry(file: string, entries: Entries, key: string, entry: Entry): void {
  const kept = Object.entries(entries)
    .filter(([k]) => k !== key)
    .slice(0, KEEP - 1);
  try {
    mkdirSync(dirname(file), { recursive: true });
    // written beside and renamed: a lint running meanwhile reads the old cache or the new
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(Object.fromEntries([[key, entry], ...kept])));
    renameSync(tmp, file);
  } catch {
    // a read-only checkout lints as well, only not faster the next time
  }
}

/** What of a lint's options names its result: the rest (the files' contents, the sites' files) is in the entry's reads. */
export interface KeyOptions {
  paths?: readonly string[];
  root?: string;
  configDir?: string;
  /** the live sites, when given other than through cache.sitesFrom (the in-process API, tests) */
  sites?: unknown;
  now?: number;
}

export function cacheKey(options: KeyOptions, cache: LintCache): string {
  const { paths = [], root, configDir } = options;
  // the day judged (schemas/jurisdiction-packs dayOf): a dated jurisdiction rule coming into force changes the verdict of unchanged files
  const day = new Date(options.now ?? Date.now()).toISOString().slice(0, 10);
  const sites = cache.sitesFrom ? { from: cache.sitesFrom } : options.sites;
  // the key is not hashed: a run that finds its verdict then loads no hash function (engine/project/sha256.ts)
  return JSON.stringify({ tool: cache.tool, paths, root, configDir, sites, day, cwd: process.cwd() });
}

/** The verdict kept under `key` when it has not expired and everything it read still reads the same through `fs`. */
export function reusable(entry: Entry | undefined, fs: ProjectFs, now: number): Verdict | undefined {
  return entry && entry.expires > now && unchanged(entry.reads, fs) ? entry.result : undefined;
}
