import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../shared/repo.ts';
import type { CliArgs } from '../args.ts';
import { docsBase } from '../docs-url.ts';
import type { LintResult } from '../lint.ts';
import type { Rule } from '../types.ts';
import { formatGithub } from './github.ts';
import { formatJson } from './json.ts';
import { formatSarif } from './sarif.ts';
import { formatText } from './text.ts';

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
