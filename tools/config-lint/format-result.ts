import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../engine/project/repo.ts';
import type { CliArgs } from './args.ts';
import { docsBase } from '../../engine/lint/docs-url.ts';
import type { LintResult } from '../../engine/lint/lint.ts';
import type { Rule } from '../../engine/lint/types.ts';
import { formatGithub } from '../../engine/lint/formatters/github.ts';
import { formatJson } from '../../engine/lint/formatters/json.ts';
import { formatSarif } from '../../engine/lint/formatters/sarif.ts';
import { formatText } from '../../engine/lint/formatters/text.ts';

export function toolVersion(): string {
  return String((JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version?: unknown }).version ?? '0.0.0');
}

/** The result in the format asked for. */
export function formatResult(args: Pick<CliArgs, 'format' | 'docsBaseUrl'>, result: LintResult, rules: readonly Rule[]): string {
  switch (args.format) {
    case 'json':
      return formatJson(result);
    case 'github':
      return formatGithub(result);
    case 'sarif':
      return formatSarif(result, rules, { docsBase: docsBase(args.docsBaseUrl), version: toolVersion() });
    case 'text':
      return formatText(result, performance.now());
  }
}
