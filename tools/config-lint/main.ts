import { parseArgs, USAGE } from './args.ts';
import { UsageError, type LintResult } from '../../engine/lint/lint.ts';
import { rules } from '../../engine/lint/rules/index.ts';
import { formatResult } from './format-result.ts';
import { cachedLint } from './cache.ts';
import { lintCacheFor } from './quick.ts';
import { DISK_IO, exitCode, isMode, lintOptions, runMode, type CliIo } from './modes.ts';

/**
 * Exit codes: 0 clean, 1 errors (or too many warnings), 2 usage or internal error. `tool` names the
 * bundle this runs from (cache-store.ts bundleVersion): without it, or off the disk, there is no result cache.
 */
export function main(argv: readonly string[], io: CliIo = DISK_IO, tool?: string): number {
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
    const options = lintOptions(args, process.env, io);
    result = cachedLint(options, tool && io === DISK_IO ? lintCacheFor(args, process.env, tool, options) : undefined);
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
