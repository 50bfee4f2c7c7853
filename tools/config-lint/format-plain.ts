import type { LintResult } from '../../engine/lint/lint.ts';
import { formatGithub } from '../../engine/lint/formatters/github.ts';
import { formatJson } from '../../engine/lint/formatters/json.ts';
import { formatText } from '../../engine/lint/formatters/text.ts';
import type { Format } from './args.ts';

/** The result as text, JSON or GitHub annotations: the formats that need no rule's metadata (SARIF does: format-result.ts). */
export function formatPlain(format: Exclude<Format, 'sarif'>, result: LintResult): string {
  switch (format) {
    case 'json':
      return formatJson(result);
    case 'github':
      return formatGithub(result);
    case 'text':
      return formatText(result, performance.now());
  }
}
