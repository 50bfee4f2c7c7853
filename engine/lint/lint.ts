import { resolve, sep } from 'node:path';
import { isDirectory, listJsonFiles } from '../project/config-files.ts';
import { loadProject, type FileCache } from '../project/project.ts';
import { diskFs, type ProjectFs } from '../project/project-fs.ts';
import { lintTarget } from './lint-target.ts';
import { UsageError } from './usage-error.ts';
import { runRules } from './engine.ts';
import { DEFAULT_BUDGETS } from './budgets.ts';
import { downgradeError, loadRuleConfig, RuleConfigError, type RuleConfig } from './rule-config.ts';
import { rules as allRules } from './rules/index.ts';
import type { Problem, Rule } from './types.ts';
import { checkFleet, type FleetSite } from './fleet.ts';
import type { LintMemo } from './memo.ts';

export interface LintOptions {
  /** files or directories; default: the project's site-configs/ */
  paths?: string[];
  /** the project root (holding site-configs/, locales/, public/); default: found from the paths */
  root?: string;
  /**
   * the config directory when it is not `<root>/site-configs` (CONFIG_DIR, /srv/site-configs);
   * default: found from the paths, else the project's
   */
  configDir?: string;
  rules?: readonly Rule[];
  /** rule settings; default: the project's config-lint.json, if any */
  config?: RuleConfig;
  /** absolute path → text standing in for the file on disk (--stdin, fixes being tried) */
  contents?: ReadonlyMap<string, string>;
  /** parsed files kept between runs (--watch) */
  cache?: FileCache;
  /** where the project is read from: the disk, or memory (rule tests) */
  fs?: ProjectFs;
  /**
   * live sites: a template or scheme one of them uses that the set lacks is an error (the server's
   * fleet check); a language one offers that its template's copy lacks, a warning
   */
  sites?: readonly FleetSite[];
  /** the instant the rules judge at (config-lint --date): dated jurisdiction rules in force then; default: now */
  now?: number;
  /** what rules reported on unchanged files and trees in earlier runs (engine/lint/memo.ts), kept with `cache` */
  memo?: LintMemo;
}

export interface LintResult {
  problems: Problem[];
  fileCount: number;
  errorCount: number;
  warningCount: number;
  /** wall time of the lint itself, after the CLI's modules loaded */
  ms: number;
}

// in their own files so that config-lint's start (tools/config-lint/quick.ts) loads them without the rules
export { UsageError } from './usage-error.ts';
export { lintTarget } from './lint-target.ts';

export function lint(options: LintOptions = {}): LintResult {
  const t0 = performance.now();
  const paths = (options.paths ?? []).map((p) => resolve(p));
  const { root, configDir: dir } = lintTarget(options);
  const fs = options.fs ?? diskFs;
  const files = new Set<string>();
  for (const p of paths) {
    if (isDirectory(p, fs)) {
      const found = listJsonFiles(p, fs);
      if (found.length === 0) throw new UsageError(`no .json config files in ${p}`);
      for (const f of found) files.add(f);
    } else if (p.endsWith('.json') && (fs.exists(p) || options.contents?.has(p))) files.add(p);
    else throw new UsageError(`not a directory or .json file: ${p}`);
  }
  const projectRoot = resolve(root);
  const configDir = dir + sep;
  const unlisted = (f: string) => !f.startsWith(configDir) || (options.contents?.has(f) === true && !fs.exists(f));
  const rules = options.rules ?? allRules;
  // read first: its fileBytes budget decides which files are read at all
  const config = ruleConfig(projectRoot, rules, options.config, fs);
  const fileBytes = (config?.budgets ?? DEFAULT_BUDGETS).fileBytes;
  const project = loadProject(projectRoot, [...files].filter(unlisted), options.contents, options.cache, dir, fileBytes, fs);
  if (project.files.length === 0) {
    throw new UsageError(`no config files in ${project.paths.configDir} (a project root holds site-configs/ with routes.json)`);
  }
  // a template linted alone brings its extends chain: a base's problem is reported in the base
  for (const t of project.templates.values()) if (files.has(t.file.path)) for (const f of t.chain) files.add(f.path);
  const only = paths.length ? files : undefined;
  const problems = runRules(project, rules, only, config, {
    ...(options.sites ? { sites: options.sites } : {}),
    ...(options.now === undefined ? {} : { now: options.now }),
    ...(options.memo ? { memo: options.memo } : {}),
  });
  // the same check, and message, as the server's gate applies to a publish
  if (options.sites?.length) problems.push(...checkFleet(project, options.sites));
  const errorCount = problems.filter((p) => p.severity === 'error').length;
  return {
    problems,
    fileCount: only ? only.size : project.files.length,
    errorCount,
    warningCount: problems.length - errorCount,
    ms: performance.now() - t0,
  };
}

/** The given settings or the project's config-lint.json; one that lowers an error rule is a usage error. */
function ruleConfig(root: string, rules: readonly Rule[], given: RuleConfig | undefined, fs: ProjectFs): RuleConfig | undefined {
  try {
    const config =
      given ??
      loadRuleConfig(
        root,
        rules.map((r) => r.meta),
        fs,
      );
    const refused = config && downgradeError(config);
    if (refused) throw refused;
    return config;
  } catch (e) {
    if (e instanceof RuleConfigError) throw new UsageError(e.message);
    throw e;
  }
}
