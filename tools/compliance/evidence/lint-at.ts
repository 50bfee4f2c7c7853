/**
 * config-lint's verdict on a revision as it stood the day it went live: every rule, with the
 * jurisdiction packs' rules in force at that instant (config-lint --date), as SARIF.
 */
import { relative, resolve, sep } from 'node:path';
import { docsBase } from '../../../engine/lint/docs-url.ts';
import { formatSarif } from '../../../engine/lint/formatters/sarif.ts';
import { lint } from '../../../engine/lint/lint.ts';
import { rules } from '../../../engine/lint/rules/index.ts';
import { REPO_ROOT } from '../../../engine/project/repo.ts';

export interface LintVerdict {
  sarif: string;
  errors: number;
  warnings: number;
}

/** Lints the config directory `dir` (a revision's files on disk) at `at` (ISO 8601). */
export function lintAt(dir: string, at: string, version: string): LintVerdict {
  const configDir = resolve(dir);
  const result = lint({ paths: [configDir], root: REPO_ROOT, configDir, now: Date.parse(at) });
  // the files as the store names them (site-configs/…), not the temporary directory they were read from
  const problems = result.problems.map((p) => {
    const abs = resolve(REPO_ROOT, p.file);
    return abs.startsWith(configDir + sep) ? { ...p, file: `site-configs/${relative(configDir, abs).split(sep).join('/')}` } : p;
  });
  const sarif = formatSarif({ ...result, problems }, rules, { docsBase: docsBase(), version });
  return { sarif, errors: result.errorCount, warnings: result.warningCount };
}
