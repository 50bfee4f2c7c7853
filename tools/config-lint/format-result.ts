import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../engine/project/repo.ts';
import type { CliArgs } from './args.ts';
import { docsBase } from '../../engine/lint/docs-url.ts';
import type { LintResult } from '../../engine/lint/lint.ts';
import type { Rule } from '../../engine/lint/types.ts';
import { formatSarif } from '../../engine/lint/formatters/sarif.ts';
import { formatPlain } from './format-plain.ts';

export function toolVersion(): string {
  return String((JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version?: unknown }).version ?? '0.0.0');
}

/** The result in the format asked for. */
export function formatResult(args: Pick<CliArgs, 'format' | 'docsBaseUrl'>, result: LintResult, rules: readonly Rule[]): string {
  if (args.format !== 'sarif') return formatPlain(args.format, result);
  return formatSarif(result, rules, { docsBase: docsBase(args.docsBaseUrl), version: toolVersion() });
}
