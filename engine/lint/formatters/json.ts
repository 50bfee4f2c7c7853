import type { LintResult } from '../lint.ts';

/** Bumped when a field changes meaning or goes away (adding one is not a change); see schemas/output.schema.json. */
export const FORMAT_VERSION = 1;

export function formatJson(result: LintResult): string {
  const { problems, fileCount, errorCount, warningCount, ms } = result;
  return JSON.stringify({ formatVersion: FORMAT_VERSION, fileCount, errorCount, warningCount, ms: Math.round(ms), problems }, null, 2);
}
