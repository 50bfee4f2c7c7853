/**
 * Lint while editing (issue 30): a draft's files, in memory, through every config-lint rule with the
 * project's config-lint.json and the fleet of live sites, as the publish gate judges them
 * (engine/lint/gate.ts), answered as the studio's LintView: problems named by their FileMap
 * keys, each CLI fix as the file text it writes. Fast enough to run on every edit: parsed files are
 * kept across calls, keyed by path and content, so an edit to one template parses that file only.
 */
import { join } from 'node:path';
import { DEFAULT_BUDGETS } from '../lint/budgets.ts';
import type { FleetSite } from '../lint/fleet.ts';
import { applyReplacements } from '../lint/fix-edits.ts';
import { lint } from '../lint/lint.ts';
import { LintMemo } from '../lint/memo.ts';
import { downgradeError, loadRuleConfig, RuleConfigError, type RuleConfig } from '../lint/rule-config.ts';
import { rules } from '../lint/rules/index.ts';
import type { Problem } from '../lint/types.ts';
import type { FileCache } from '../project/project.ts';
import { contentVersionedFs, type ProjectFs } from '../project/project-fs.ts';
import { REPO_ROOT } from '../project/repo.ts';
import type { FileMap, LintView, StudioProblem } from './contract.ts';

export interface LintViewOptions {
  /** the project whose locales/, public/ and widgets the rules check against (default: this package) */
  root?: string;
  /** where config-lint.json is read: the server's rule root (default: `root`) */
  ruleRoot?: string;
  /** the live sites: a template or scheme one of them uses that the draft drops is an error, as at the gate */
  sites?: readonly FleetSite[];
  /** parsed files kept between calls (default: this module's) */
  cache?: FileCache;
  /** what rules reported on unchanged files and trees, kept between calls (default: this module's, with its cache) */
  memo?: LintMemo;
}

const CONFIG_DIR = 'site-configs';
/** a path of the set: relative, '/'-separated plain segments ending in .json (the store's rule) */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;
/** well above a config set's file count: past it the cache is dropped rather than grown */
const CACHE_LIMIT = 8_000;

const sharedCache: FileCache = new Map();
// an edit changes one or two files: the rules that declare their inputs run on what it changed only
const sharedMemo = new LintMemo();

/** The draft laid out as `<root>/site-configs/<key>`, each file versioned by its content for the parse cache. */
const draftFs = (dir: string, files: FileMap): ProjectFs =>
  contentVersionedFs(dir, new Map(Object.entries(files).map(([key, text]) => [join(dir, ...key.split('/')), text])));

const problem = (ruleId: string, file: string, message: string): StudioProblem => ({
  ruleId,
  severity: 'error',
  file,
  line: 1,
  column: 1,
  pointer: '',
  message,
});

const view = (problems: StudioProblem[], started: number): LintView => {
  const errors = problems.filter((p) => p.severity === 'error').length;
  return { errors, warnings: problems.length - errors, problems, ms: Math.round((performance.now() - started) * 10) / 10 };
};

/** Why a key cannot be a file of the set, or undefined. */
function badKey(key: string): string | undefined {
  return key.endsWith('.json') && key.split('/').every((s) => SEGMENT.test(s))
    ? undefined
    : `${JSON.stringify(key.slice(0, 200))} is not a config path (relative, '/'-separated, ending in .json, no '..')`;
}

/** No config-lint.json at the rule root: every rule at its own severity (never another project's file). */
const DEFAULTS: RuleConfig = { rules: {}, overrides: [], budgets: DEFAULT_BUDGETS, downgrades: [] };

/** config-lint.json as the gate reads it, or the problem that refuses every publish. */
function ruleConfigOf(ruleRoot: string): { config: RuleConfig; refusal?: undefined } | { refusal: string } {
  try {
    const config = loadRuleConfig(
      ruleRoot,
      rules.map((r) => r.meta),
    );
    const downgrade = config && downgradeError(config);
    if (downgrade) return { refusal: downgrade.message };
    return { config: config ?? DEFAULTS };
  } catch (error) {
    if (error instanceof RuleConfigError) return { refusal: error.message };
    throw error;
  }
}

/** A problem as the studio shows it: its file by FileMap key, its fix as the whole new text of that file. */
function studioProblem(p: Problem, files: FileMap): StudioProblem {
  const file = p.file.startsWith(`${CONFIG_DIR}/`) ? p.file.slice(CONFIG_DIR.length + 1) : p.file;
  const out: StudioProblem = { ruleId: p.ruleId, severity: p.severity, file, line: p.line, column: p.column, pointer: p.pointer, message: p.message };
  const text = files[file];
  if (p.fix && text !== undefined) out.fix = { description: p.fix.description, files: { [file]: applyReplacements(text, p.fix.replacements) } };
  return out;
}

export function lintView(files: FileMap, options: LintViewOptions = {}): LintView {
  const started = performance.now();
  const keys = Object.keys(files);
  if (keys.length === 0) return view([problem('files', '', 'the config set has no files')], started);
  const wrong = keys.map(badKey).find((reason) => reason !== undefined);
  if (wrong) return view([problem('files', '', wrong)], started);
  const root = options.root ?? REPO_ROOT;
  const settings = ruleConfigOf(options.ruleRoot ?? root);
  if (settings.refusal !== undefined) return view([problem('config-lint.json', 'config-lint.json', settings.refusal)], started);
  const cache = options.cache ?? sharedCache;
  if (cache.size > CACHE_LIMIT) cache.clear();
  // a memo knows files by the cache's objects: one goes with the other
  const memo = options.memo ?? (options.cache ? undefined : sharedMemo);
  const configDir = join(root, CONFIG_DIR);
  const result = lint({
    root,
    configDir,
    fs: draftFs(configDir, files),
    cache,
    config: settings.config,
    ...(options.sites?.length ? { sites: options.sites } : {}),
    ...(memo ? { memo } : {}),
  });
  return view(
    result.problems.map((p) => studioProblem(p, files)),
    started,
  );
}
