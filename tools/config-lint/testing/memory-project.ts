import { readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { diskFs, memoryFs, type ProjectFs } from '../../../engine/project/project-fs.ts';
import type { FileCache } from '../../../engine/project/project.ts';
import { REPO_ROOT } from '../../../engine/project/repo.ts';
import { computeFixes, type FixRun } from '../../../engine/lint/fix.ts';
import { lint, type LintOptions, type LintResult } from '../../../engine/lint/lint.ts';
import { runCli } from './run-cli.ts';

/** Where an in-memory project sits: a path no disk holds, so nothing below it is read from disk. */
export const MEMORY_ROOT = resolve('/in-memory-project');

function filesBelow(dir: string): string[] {
  return diskFs.list(dir).flatMap((e) => (e.directory ? filesBelow(join(dir, e.name)) : [join(dir, e.name)]));
}

let shipped: ReadonlyMap<string, string> | undefined;

/**
 * The repository's project as relative path → text, read once: site-configs/, locales/en only (a
 * translation in progress elsewhere cannot change a test's outcome) and public/ as names only (rules
 * ask whether an asset exists, never what it holds).
 */
export function shippedFiles(): ReadonlyMap<string, string> {
  if (!shipped) {
    const rel = (p: string) => relative(REPO_ROOT, p).split(sep).join('/');
    const text = (p: string): [string, string] => [rel(p), readFileSync(p, 'utf8')];
    shipped = new Map([
      ...filesBelow(join(REPO_ROOT, 'site-configs')).map(text),
      ...filesBelow(join(REPO_ROOT, 'locales', 'en')).map(text),
      ...filesBelow(join(REPO_ROOT, 'public')).map((p): [string, string] => [rel(p), '']),
    ]);
  }
  return shipped;
}

/** Parsed files shared by every in-memory project of a test run: an unchanged file is parsed once. */
const cache: FileCache = new Map();

export interface MemoryProject {
  root: string;
  fs: ProjectFs;
  /** absolute path of a project-relative one */
  path(rel: string): string;
  /** the project's text of a file */
  text(rel: string): string | undefined;
  /** lints the project (or the relative `paths` in it) with the repository's rules unless told otherwise */
  lint(paths?: string[], options?: Omit<LintOptions, 'root' | 'fs' | 'paths'>): LintResult;
  /** what --fix would write, without writing */
  fix(paths?: string[], options?: Omit<LintOptions, 'root' | 'fs' | 'paths'>): FixRun;
  /** the CLI run on this project (`--fix` writes into it), its console captured; name files with `path(rel)` */
  cli(argv: string[]): { code: number; out: string; err: string };
}

/**
 * The repository's project in memory with `files` (relative path → text) added or replaced; nothing
 * is copied to or written on disk. `base: 'empty'` starts from no files at all.
 */
export function memoryProject(files: Readonly<Record<string, string>> = {}, base: 'shipped' | 'empty' = 'shipped'): MemoryProject {
  const root = MEMORY_ROOT;
  const path = (rel: string) => join(root, ...rel.split('/'));
  const all = new Map<string, string>();
  if (base === 'shipped') for (const [rel, text] of shippedFiles()) all.set(path(rel), text);
  for (const [rel, text] of Object.entries(files)) all.set(path(rel), text);
  const fs = memoryFs(root, all);
  // a changed file keeps its path: the cache tells it by its text's version, not its name
  const options = (paths: string[] | undefined, rest: Omit<LintOptions, 'root' | 'fs' | 'paths'> = {}): LintOptions => ({
    cache,
    ...rest,
    root,
    fs,
    ...(paths ? { paths: paths.map(path) } : {}),
  });
  return {
    root,
    fs,
    path,
    text: (rel) => all.get(path(rel)),
    lint: (paths, rest) => lint(options(paths, rest)),
    fix: (paths, rest) => computeFixes(options(paths, rest)),
    cli: (argv) => runCli(argv, { fs, write: fs.write }),
  };
}
