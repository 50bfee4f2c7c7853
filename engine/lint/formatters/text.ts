import type { LintResult } from '../lint.ts';

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** `file:line:col  rule  message`, then one summary line with the counts and the wall time. */
export function formatText(result: LintResult, processMs: number): string {
  const lines = result.problems.map((p) => `${p.file}:${p.line}:${p.column}  ${p.severity === 'warning' ? 'warning ' : ''}${p.ruleId}  ${p.message}`);
  const summary =
    `config-lint: ${plural(result.fileCount, 'file')}, ${plural(result.errorCount, 'error')}, ` +
    `${plural(result.warningCount, 'warning')} in ${Math.round(result.ms)} ms (process ${Math.round(processMs)} ms wall)`;
  return [...lines, summary].join('\n');
}
