import type { LintResult } from '../../engine/lint/lint.ts';

/** 0 clean; 1 with an error, or more warnings than --max-warnings (said on stderr). */
export function exitCode(result: Pick<LintResult, 'errorCount' | 'warningCount'>, maxWarnings: number | undefined): number {
  if (result.errorCount > 0) return 1;
  if (maxWarnings !== undefined && result.warningCount > maxWarnings) {
    console.error(`config-lint: ${result.warningCount} warnings exceed --max-warnings ${maxWarnings}`);
    return 1;
  }
  return 0;
}
