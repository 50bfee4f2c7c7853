import { resolve } from 'node:path';
import { parseArgs, USAGE } from './args.ts';
import { UsageError, type LintResult } from '../../engine/lint/lint.ts';
import { rules } from '../../engine/lint/rules/index.ts';
import { formatResult } from './format-result.ts';
import { bundleVersion, cachedLint, DEFAULT_CACHE_FILE, type LintCache } from './cache.ts';
import { DISK_IO, exitCode, isMode, lintOptions, runMode, type CliIo } from './modes.ts';

/** Exit codes: 0 clean, 1 errors (or too many warnings), 2 usage or internal error. */
export function main(argv: readonly string[], io: CliIo = DISK_IO): number {
  let result: LintResult;
  let args;
  const debug = argv.includes('--debug') || Boolean(process.env['CONFIG_LINT_DEBUG']);
  try {
    args = parseArgs(argv.filter((a) => a !== '--debug'));
    if (args.help) {
      console.log(USAGE);
      return 0;
    }
    if (isMode(args)) return runMode(args, io);
    result = cachedLint(lintOptions(args, process.env, io), lintCache(args, io));
    const out = formatResult(args, result, rules);
    if (out) console.log(out);
  } catch (e) {
    if (e instanceof UsageError) {
      console.error(`config-lint: ${e.message}\n${USAGE}`);
    } else {
      // an internal failure is one line, not a stack trace; --debug (or CONFIG_LINT_DEBUG=1) shows the stack
      console.error(`config-lint: internal error: ${(e instanceof Error ? e.message : String(e)).split('\n')[0]}`);
      if (debug && e instanceof Error) console.error(e.stack);
    }
    return 2;
  }
  return exitCode(result, args.maxWarnings);
}

/** The result cache: on by default when this runs from its bundle on the disk (cache.ts bundleVersion). */
function lintCache(args: { cache: boolean; cacheLocation: string | undefined }, io: CliIo, tool = bundleVersion()): LintCache | undefined {
  if (!args.cache || !tool || io !== DISK_IO) return undefined;
  return { file: args.cacheLocation ? resolve(args.cacheLocation) : DEFAULT_CACHE_FILE, tool };
}
