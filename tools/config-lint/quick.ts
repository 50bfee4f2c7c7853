import { writeSync } from 'node:fs';
import { resolve } from 'node:path';
import { isMode, parseArgs, USAGE, type CliArgs } from './args.ts';
import { cacheKey, DEFAULT_CACHE_FILE, readEntries, reusable, type LintCache } from './cache-store.ts';
import { exitCode } from './exit-code.ts';
import { formatPlain } from './format-plain.ts';
import { sitesFiles, sitesSource, targetOptions } from './target.ts';
import { diskFs } from '../../engine/project/project-fs.ts';

/**
 * The result cache for these arguments (cache.ts), or undefined with --no-cache. `options` are the
 * lint's options as targetOptions gives them (a full run's also hold the sites, which the key leaves
 * to `sitesFrom`).
 */
export function lintCacheFor(
  args: Pick<CliArgs, 'cache' | 'cacheLocation' | 'sites'>,
  env: NodeJS.ProcessEnv,
  tool: string,
  options: { paths?: readonly string[]; root?: string; configDir?: string },
): LintCache | undefined {
  if (!args.cache) return undefined;
  return { file: args.cacheLocation ? resolve(args.cacheLocation) : DEFAULT_CACHE_FILE, tool, sitesFrom: sitesFiles(sitesSource(args, env, options)) };
}

/**
 * Standard output without console's stream, whose set-up costs a start ~35 ms of CPU; what the
 * descriptor will not take at once (a non-blocking pipe that is full) goes through the stream after it.
 */
function print(text: string): void {
  const bytes = Buffer.from(`${text}\n`);
  let done = 0;
  try {
    while (done < bytes.length) done += writeSync(1, bytes, done);
  } catch {
    process.stdout.write(bytes.subarray(done));
  }
}

/**
 * config-lint's start (issue 51: a re-run with nothing changed at about a bare Node start): prints
 * the usage, or a plain lint's kept verdict when every file it read (and the sites' files) still reads
 * the same — the same output and exit code as a full run — loading none of the rules, validators or
 * project model. Undefined when it cannot answer: the caller runs the whole tool (main.ts), which
 * also reports any usage error.
 */
export function quickRun(argv: readonly string[], tool: string | undefined, env: NodeJS.ProcessEnv = process.env): number | undefined {
  const t0 = performance.now();
  let args: CliArgs;
  try {
    args = parseArgs(argv.filter((a) => a !== '--debug'));
  } catch {
    return undefined;
  }
  if (args.help) {
    print(USAGE);
    return 0;
  }
  if (!tool || isMode(args) || args.format === 'sarif') return undefined;
  try {
    const options = targetOptions(args, env);
    const cache = lintCacheFor(args, env, tool, options);
    const verdict = cache && reusable(readEntries(cache.file)[cacheKey(options, cache)], diskFs, Date.now());
    if (!verdict) return undefined;
    const out = formatPlain(args.format, { ...verdict, ms: performance.now() - t0 });
    if (out) print(out);
    return exitCode(verdict, args.maxWarnings);
  } catch {
    // whatever went wrong, the full run meets it again and reports it
    return undefined;
  }
}
