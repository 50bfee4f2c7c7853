import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { ConfigSet } from '../../src/config/config-set.ts';
import { withSerialisedTokens } from '../../src/config/design-tokens.ts';
import type { LayoutFile, PageFile } from '../../src/config/types.ts';
import type { RoutesFile } from '../../schemas/routes.ts';
import type { TemplateFile } from '../../schemas/template.ts';
import { isDirectory, listJsonFiles } from '../project/config-files.ts';
import { configSetRevision } from '../project/config-set-hash.ts';
import { findProjectRoot, loadProject, type FileCache } from '../project/project.ts';
import { contentVersionedFs, type ProjectFs } from '../project/project-fs.ts';
import { REPO_ROOT } from '../project/repo.ts';
import { DEFAULT_BUDGETS } from './budgets.ts';
import { runRules } from './engine.ts';
import { checkFleet, schemesOf, type FleetSite } from './fleet.ts';
import { formatText } from './formatters/text.ts';
import { describeDowngrades, downgradeError, loadRuleConfig, RuleConfigError, settingFor, type RuleConfig, type Setting } from './rule-config.ts';
import { rules } from './rules/index.ts';
import type { Problem } from './types.ts';

// the server's one door into tools/ is this module: where the configs are comes through it too
export { configDirFrom } from '../project/repo.ts';
export { fleetFileFor, liveSites, readSitesFile, schemesOf, type FleetSite } from './fleet.ts';

/** A publish that took live sites down because an admin forced it (docs/operators.md "Force"). */
export interface Forced {
  revision: string;
  /** what forced it: the `.force` marker (with its reason) or CONFIG_FORCE */
  by: string;
  problems: Problem[];
  /** the sites it takes down */
  domains: string[];
}

export type GateResult =
  | {
      ok: true;
      set: ConfigSet;
      files: number;
      warnings: Problem[];
      /** lines to log at every load: what the override let through (empty without it) */
      audit: string[];
      forced?: Forced;
      /** each concrete template's scheme names, merged down `extends`: what a site may use */
      themes: Record<string, string[]>;
    }
  | { ok: false; message: string; problems: Problem[]; report: string; revision?: string };

/** The environment variable of the audited override; issue 28 binds it to the admin role. */
export const OVERRIDE_ENV = 'CONFIG_ALLOW_ERROR_SUPPRESSIONS';

export interface GateOptions {
  /**
   * The audited override: `$lint` and config-lint.json may also silence or lower errors, and every
   * error let through is returned in `audit`. Off, the gate refuses exactly what `config-lint` refuses.
   */
  allowErrorSuppressions?: boolean;
  /** the live sites: a set that drops a template or scheme one of them uses is refused */
  sites?: () => readonly FleetSite[];
  /** whether an admin forced this revision past the fleet check, and how; undefined when not */
  force?: (revision: string, dir: string) => string | undefined;
  /**
   * The set was judged by this very gate when it was published (a stored revision the publisher let
   * through): build it without running the rules again. A follower serves a publish in time only so.
   */
  judged?: boolean;
}

/** The force marker: a file in the config directory whose first word is the revision it forces. */
export const FORCE_FILE = '.force';

/**
 * The admin's override of the fleet check (no accounts yet: issue 28 binds it to the admin role):
 * CONFIG_FORCE=<revision> in the environment (a start), or `<CONFIG_DIR>/.force` holding
 * `<revision> <reason>` (a running server). Only the named revision is forced, so a marker left
 * behind never forces a later set.
 */
export function forceFrom(env: NodeJS.ProcessEnv): (revision: string, dir: string) => string | undefined {
  return (revision, dir) => {
    if (env['CONFIG_FORCE'] === revision) return 'CONFIG_FORCE';
    const marker = join(dir, FORCE_FILE);
    if (!existsSync(marker)) return undefined;
    const [word = '', ...reason] = readFileSync(marker, 'utf8').trim().split(/\s+/);
    return word === revision ? `${FORCE_FILE} marker${reason.length ? ` ("${reason.join(' ')}")` : ''}` : undefined;
  };
}

/**
 * Where config-lint.json is read for a config directory: the project the CLI finds for the same path
 * (`config-lint <dir>`: the parent of a `site-configs/` holding routes.json), else the server's own
 * project root (what `npm run lint:configs` reads). CI and the gate read one file, so they agree.
 */
export function ruleConfigRoot(configDir: string, root: string = REPO_ROOT): string {
  return findProjectRoot(resolve(configDir)) ?? root;
}

const isErrorRule = (id: string) => rules.find((r) => r.meta.id === id)?.meta.severity === 'error';

/** The settings with every lowering of an error rule taken out: what the gate judges errors by. */
function strict(config: RuleConfig): RuleConfig {
  const keep = (settings: Record<string, Setting>) => Object.fromEntries(Object.entries(settings).filter(([id, s]) => !isErrorRule(id) || s === 'error'));
  return { ...config, rules: keep(config.rules), overrides: config.overrides.map((o) => ({ ...o, rules: keep(o.rules) })), downgrades: [] };
}

const where = (p: Problem) => `${p.file}:${p.line}:${p.column}  ${p.ruleId}  ${p.message}`;

// every file passed its schema before a set is built: the casts name what the schemas guarantee
function data<T>(files: Map<string, { data: Record<string, unknown> | undefined }>): Record<string, T> {
  return Object.fromEntries([...files].map(([name, f]) => [name, f.data as T]));
}

function refuse(message: string, problems: Problem[] = [], report = message): GateResult {
  return { ok: false, message, problems, report };
}

/** Parsed files a caller keeps between gate runs over sets in memory (gateFiles' `cache`). */
export type GateCache = FileCache;

/** A config set as files: path relative to the config root ('/'-separated) → exact text (the config store's FileMap). */
export type ConfigFiles = Readonly<Record<string, string>>;

/** The `.json` files of a config directory as a config set in memory (what a revision stores). */
export function readConfigFiles(configDir: string): Record<string, string> {
  const dir = resolve(configDir);
  if (!isDirectory(dir)) throw new Error(`${configDir} is not a directory`);
  return Object.fromEntries(listJsonFiles(dir).map((path) => [relative(dir, path).split(sep).join('/'), readFileSync(path, 'utf8')]));
}

/** Where a gate run reads its files: a directory on disk, or a set in memory laid out as one. */
interface GateSource {
  dir: string;
  /** how messages name it */
  name: string;
  /** where config-lint.json is read */
  ruleRoot: string;
  listing?: { paths: string[]; contents: ReadonlyMap<string, string> };
  /** parsed files kept between runs (with `fs`, which versions each file by its content) */
  cached?: { cache: FileCache; fs: ProjectFs };
}

/**
 * The one gate between site-configs and the server: reads a config directory once, runs every
 * config-lint rule over what it read, and turns that same read into a ConfigSet only when no rule
 * reports an error. Its revision is the hash of the files, so equal sets share a revision.
 */
export function readConfigSet(configDir: string, root: string = REPO_ROOT, options: GateOptions = {}): GateResult {
  const dir = resolve(configDir);
  if (!isDirectory(dir)) return refuse(`config directory ${configDir} does not exist`);
  return judge({ dir, name: `config directory ${configDir}`, ruleRoot: ruleConfigRoot(dir, root) }, root, options);
}

/**
 * The same gate over a config set in memory (the config store's publishes and revisions), never
 * touching the disk for its files: they are laid out as `<root>/site-configs/<path>`, so problems
 * name `site-configs/…` and the revision equals the one readConfigSet gives that directory.
 * `ruleRoot` is where config-lint.json is read (default: the project root).
 */
export function gateFiles(files: ConfigFiles, options: GateOptions & { ruleRoot?: string; cache?: FileCache } = {}, root: string = REPO_ROOT): GateResult {
  const dir = join(root, 'site-configs');
  const contents = new Map(Object.entries(files).map(([path, text]) => [join(dir, ...path.split('/')), text]));
  const paths = [...contents.keys()];
  const source: GateSource = options.cache
    ? {
        dir,
        name: 'the config set',
        ruleRoot: options.ruleRoot ?? root,
        listing: { paths, contents: new Map() },
        cached: { cache: options.cache, fs: contentVersionedFs(dir, contents) },
      }
    : { dir, name: 'the config set', ruleRoot: options.ruleRoot ?? root, listing: { paths, contents } };
  return judge(source, root, options);
}

function judge(source: GateSource, root: string, options: GateOptions): GateResult {
  const t0 = performance.now();
  const { dir, name: configDir } = source;
  let config: RuleConfig | undefined;
  try {
    config = loadRuleConfig(
      source.ruleRoot,
      rules.map((r) => r.meta),
    );
  } catch (e) {
    if (e instanceof RuleConfigError) return refuse(e.message);
    throw e;
  }
  const overriding = options.allowErrorSuppressions === true;
  const downgrade = config && downgradeError(config);
  if (downgrade && !overriding) return refuse(downgrade.message);
  // the byte budget is applied while listing: a file over it is measured, never read or parsed
  const budget = (config?.budgets ?? DEFAULT_BUDGETS).fileBytes;
  const project = source.cached
    ? loadProject(root, [], undefined, source.cached.cache, dir, budget, source.cached.fs, source.listing?.paths)
    : loadProject(root, [], source.listing?.contents, undefined, dir, budget, undefined, source.listing?.paths);
  if (project.files.length === 0) return refuse(`${configDir} holds no .json configs`);
  const letThrough: Problem[] = [];
  const sites = options.sites?.() ?? [];
  let problems = options.judged
    ? []
    : runRules(project, rules, undefined, config && overriding ? strict(config) : config, { ...(overriding ? { letThrough } : {}), sites });
  if (config && overriding && downgrade) {
    // judged strictly, then lowered as config-lint.json says: each error it lowers is let through, and logged
    problems = problems.flatMap((p) => {
      if (p.severity !== 'error') return [p];
      const setting = settingFor(config, p.ruleId, p.file, 'error');
      if (setting === 'error') return [p];
      letThrough.push(p);
      return setting === 'off' ? [] : [{ ...p, severity: setting }];
    });
  }
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) {
    const report = formatText(
      { problems, fileCount: project.files.length, errorCount: errors.length, warningCount: problems.length - errors.length, ms: performance.now() - t0 },
      performance.now() - t0,
    );
    return refuse(`${errors.length} config-lint error${errors.length === 1 ? '' : 's'}`, problems, report);
  }
  const routes = project.routes?.data as RoutesFile | undefined;
  if (!routes) return refuse(`${configDir} has no routes.json`);
  const revision = configSetRevision(project.files.map((file) => [file.rel, file.source.text] as const));
  let forced: Forced | undefined;
  const broken = sites.length ? checkFleet(project, sites) : [];
  if (broken.length > 0) {
    const domains = sites.filter((s) => !schemesOf(project, s.theme_code)?.includes(s.theme_color)).map((s) => s.domain);
    const by = options.force?.(revision, dir);
    if (!by) {
      const report = [
        ...broken.map((p) => `${p.file}:${p.line}:${p.column}  ${p.ruleId}  ${p.message}`),
        `config-lint: revision ${revision} would take down ${domains.length} live site${domains.length === 1 ? '' : 's'}; an admin may force it: echo ${revision} <reason> > ${FORCE_FILE} in the config directory (docs/operators.md)`,
      ].join('\n');
      const message = `${domains.length} live site${domains.length === 1 ? '' : 's'} would break (${domains.slice(0, 5).join(', ')}${domains.length > 5 ? ', …' : ''})`;
      return { ok: false, message, problems: broken, report, revision };
    }
    forced = { revision, by, problems: broken, domains };
  }
  const audit =
    letThrough.length > 0 || downgrade
      ? [
          `config: ${OVERRIDE_ENV}=1 LET THROUGH ${letThrough.length} config-lint error${letThrough.length === 1 ? '' : 's'} that CI refuses (serving them anyway; issue 28 binds this override to the admin role):`,
          ...(config ? describeDowngrades(config).map((line) => `  ${line}`) : []),
          ...letThrough.map((p) => `  ${where(p)}`),
        ]
      : [];
  return {
    ok: true,
    files: project.files.length,
    warnings: problems,
    audit,
    ...(forced ? { forced } : {}),
    themes: Object.fromEntries(
      [...project.templates.keys()].flatMap((key) => {
        const schemes = schemesOf(project, key);
        return schemes ? [[key, schemes]] : [];
      }),
    ),
    set: {
      revision,
      routes: routes.routes,
      layouts: data<LayoutFile>(project.layouts),
      pages: data<PageFile>(project.pages),
      // design tokens as pages print them, serialised from their CSS parse tree here, where lint loaded the parser
      templates: Object.fromEntries([...project.templates].map(([key, t]) => [key, withSerialisedTokens(t.file.data as TemplateFile)])),
      tokens: 'serialised',
    },
  };
}
