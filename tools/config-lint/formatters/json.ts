import type { LintResult } from '../lint.ts';

export function formatJson(result: LintResult): string {
  const { problems, fileCount, errorCount, warningCount, ms } = result;
  return JSON.stringify({ problems, fileCount, errorCount, warningCount, ms: Math.round(ms) }, null, 2);
}
