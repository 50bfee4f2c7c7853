import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ConfigSet } from '../../src/config/config-set.ts';
import type { LayoutFile, PageFile } from '../../src/config/types.ts';
import type { RoutesFile } from '../../schemas/routes.ts';
import type { TemplateFile } from '../../schemas/template.ts';
import { isDirectory } from '../shared/config-files.ts';
import { loadProject } from '../shared/project.ts';
import { REPO_ROOT } from '../shared/repo.ts';

// the server's one door into tools/ is this module: where the configs are comes through it too
export { configDirFrom } from '../shared/repo.ts';
export { fleetFileFor, openFleet, schemesOf, type Fleet, type FleetSite } from './fleet.ts';
import { runRules } from './engine.ts';
import { checkFleet, schemesOf, type FleetSite } from './fleet.ts';
import { formatText } from './formatters/text.ts';
import { rules } from './rules/index.ts';
import type { Problem } from './types.ts';

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
      forced?: Forced;
      /** each concrete template's scheme names, merged down `extends`: what a site may use */
      themes: Record<string, string[]>;
    }
  | { ok: false; message: string; problems: Problem[]; report: string; revision?: string };

export interface GateOptions {
  /** the live sites: a set that drops a template or scheme one of them uses is refused */
  sites?: () => readonly FleetSite[];
  /** whether an admin forced this revision past the fleet check, and how; undefined when not */
  force?: (revision: string, dir: string) => string | undefined;
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

// every file passed its schema before a set is built: the casts name what the schemas guarantee
function data<T>(files: Map<string, { data: Record<string, unknown> | undefined }>): Record<string, T> {
  return Object.fromEntries([...files].map(([name, f]) => [name, f.data as T]));
}

function refuse(message: string, problems: Problem[] = [], report = message): GateResult {
  return { ok: false, message, problems, report };
}

/**
 * The one gate between site-configs and the server: reads a config directory once, runs every
 * config-lint rule over what it read, and turns that same read into a ConfigSet only when no rule
 * reports an error. Its revision is the hash of the files, so equal sets share a revision.
 */
export function readConfigSet(configDir: string, root: string = REPO_ROOT, options: GateOptions = {}): GateResult {
  const t0 = performance.now();
  const dir = resolve(configDir);
  if (!isDirectory(dir)) return refuse(`config directory ${configDir} does not exist`);
  const project = loadProject(root, [], undefined, undefined, dir);
  if (project.files.length === 0) return refuse(`config directory ${configDir} holds no .json configs`);
  const problems = runRules(project, rules);
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) {
    const report = formatText(
      { problems, fileCount: project.files.length, errorCount: errors.length, warningCount: problems.length - errors.length, ms: performance.now() - t0 },
      performance.now() - t0,
    );
    return refuse(`${errors.length} config-lint error${errors.length === 1 ? '' : 's'}`, problems, report);
  }
  const routes = project.routes?.data as RoutesFile | undefined;
  if (!routes) return refuse(`config directory ${configDir} has no routes.json`);
  const hash = createHash('sha256');
  for (const file of [...project.files].sort((a, b) => a.rel.localeCompare(b.rel))) hash.update(`${file.rel}\0${file.source.text}\0`);
  const revision = hash.digest('hex').slice(0, 16);
  let forced: Forced | undefined;
  const sites = options.sites?.() ?? [];
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
  return {
    ok: true,
    files: project.files.length,
    warnings: problems,
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
      templates: Object.fromEntries([...project.templates].map(([key, t]) => [key, t.file.data as TemplateFile])),
    },
  };
}
