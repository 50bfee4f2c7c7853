import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import type { CliArgs } from './args.ts';
import { docsBase } from '../../engine/lint/docs-url.ts';
import { computeFixes, writeFixes } from '../../engine/lint/fix.ts';
import { formatResult } from './format-result.ts';
import { formatRules } from '../../engine/lint/formatters/rules.ts';
import { lint, UsageError, type LintOptions } from '../../engine/lint/lint.ts';
import { exitCode } from './exit-code.ts';
import { sitesSource, targetOptions } from './target.ts';
import { liveSites, readSitesFile } from '../../engine/lint/fleet.ts';
import { rules } from '../../engine/lint/rules/index.ts';
import { diskFs, type ProjectFs } from '../../engine/project/project-fs.ts';
import { unifiedDiff } from '../../engine/lint/unified-diff.ts';
import { watchLint } from './watch.ts';
import { embeddedStoreSites } from '../config-store/sites.ts';

/** Where the CLI reads the project and writes --fix: the disk, or an in-memory project (tests). */
export interface CliIo {
  fs: ProjectFs;
  write(path: string, text: string): void;
}

export const DISK_IO: CliIo = { fs: diskFs, write: (path, text) => writeFileSync(path, text) };

export { isMode } from './args.ts';
export { exitCode } from './exit-code.ts';

/** What the arguments lint; with no path, CONFIG_DIR (what the server serves) when it is set. */
export function lintOptions(args: CliArgs, env: NodeJS.ProcessEnv = process.env, io: CliIo = DISK_IO): LintOptions {
  const options: LintOptions = { ...targetOptions(args, env), fs: io.fs };
  // --sites, else the fleet the servers recorded for this directory: in its config store, else a
  // fleet file from before the store (missing: no check)
  const source = sitesSource(args, env, options, io.fs);
  const recorded = source.storeUrl === undefined ? undefined : embeddedStoreSites(source.storeUrl);
  const sitesFile = source.file;
  if (args.sites && !io.fs.exists(sitesFile)) throw new UsageError(`--sites: no file ${args.sites}`);
  try {
    options.sites = liveSites(recorded ?? readSitesFile(sitesFile, io.fs));
  } catch (e) {
    throw new UsageError(`--sites: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (args.stdin && args.filename) {
    const path = resolve(args.filename);
    options.paths = [path];
    options.contents = new Map([[path, readFileSync(0, 'utf8')]]);
  }
  return options;
}

/** --list-rules, --fix [--dry-run], --stdin [--fix], --watch. Returns the exit code (--watch: 0, and keeps running). */
export function runMode(args: CliArgs, io: CliIo = DISK_IO): number {
  if (args.listRules) {
    console.log(formatRules(rules, args.format === 'json' ? 'json' : 'text', docsBase(args.docsBaseUrl)));
    return 0;
  }
  const options = lintOptions(args, process.env, io);
  if (args.watch) {
    watchLint(options, (result, changed) => {
      if (changed.length) console.log(`\nconfig-lint: ${changed.join(', ')} changed`);
      const out = formatResult(args, result, rules);
      if (out) console.log(out);
    });
    return 0;
  }
  if (args.fix) {
    const run = computeFixes(options);
    if (args.stdin) {
      // an editor's buffer: the fixed text on stdout, problems left on stderr
      const [only] = options.paths ?? [];
      const fixed = run.files.find((f) => f.path === only);
      process.stdout.write(fixed?.after ?? options.contents?.get(only ?? '') ?? '');
      for (const p of run.result.problems) console.error(`${p.file}:${p.line}:${p.column}  ${p.ruleId}  ${p.message}`);
      return exitCode(run.result, args.maxWarnings);
    }
    for (const f of run.files) {
      for (const p of f.rejected)
        console.error(`config-lint: not applied (the file would no longer be valid): ${p.file}:${p.line}:${p.column} ${p.ruleId} ${p.fix?.description ?? ''}`);
    }
    if (args.dryRun) {
      const shown = (path: string, rel: string) => {
        const r = relative(process.cwd(), path).split(sep).join('/');
        return r.startsWith('..') ? rel : r;
      };
      const diff = run.files.map((f) => unifiedDiff(shown(f.path, f.rel), f.before, f.after)).filter(Boolean);
      if (diff.length) console.log(diff.join('\n'));
      return exitCode(run.result, args.maxWarnings);
    }
    writeFixes(run, io.write);
    const fixed = run.files.filter((f) => f.after !== f.before);
    if (args.format === 'text') {
      const count = fixed.reduce((n, f) => n + f.applied.length, 0);
      console.log(
        `config-lint --fix: ${count} fix${count === 1 ? '' : 'es'} in ${fixed.length} file${fixed.length === 1 ? '' : 's'}${fixed.length ? `: ${fixed.map((f) => f.rel).join(', ')}` : ''}`,
      );
    }
    const out = formatResult(args, run.result, rules);
    if (out) console.log(out);
    return exitCode(run.result, args.maxWarnings);
  }
  const result = lint(options);
  const out = formatResult(args, result, rules);
  if (out) console.log(out);
  return exitCode(result, args.maxWarnings);
}
