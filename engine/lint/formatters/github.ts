import type { LintResult } from '../lint.ts';

/** GitHub Actions workflow commands need %, CR, LF escaped in data and also , : in properties. */
function data(s: string): string {
  return s.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}
function property(s: string): string {
  return data(s).replaceAll(':', '%3A').replaceAll(',', '%2C');
}

export function formatGithub(result: LintResult): string {
  return result.problems
    .map((p) => {
      const end = `endLine=${p.endLine}${p.endLine === p.line ? `,endColumn=${p.endColumn}` : ''}`;
      return `::${p.severity === 'error' ? 'error' : 'warning'} file=${property(p.file)},line=${p.line},col=${p.column},${end},title=${property(p.ruleId)}::${data(`${p.message} (${p.pointer || '/'})`)}`;
    })
    .join('\n');
}
