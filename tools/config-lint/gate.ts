import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { ConfigSet } from '../../src/config/config-set.ts';
import type { LayoutFile, PageFile } from '../../src/config/types.ts';
import type { RoutesFile } from '../../schemas/routes.ts';
import type { TemplateFile } from '../../schemas/template.ts';
import { isDirectory } from '../shared/config-files.ts';
import { loadProject } from '../shared/project.ts';
import { REPO_ROOT } from '../shared/repo.ts';

// the server's one door into tools/ is this module: where the configs are comes through it too
export { configDirFrom } from '../shared/repo.ts';
import { runRules } from './engine.ts';
import { formatText } from './formatters/text.ts';
import { rules } from './rules/index.ts';
import type { Problem } from './types.ts';

export type GateResult = { ok: true; set: ConfigSet; files: number; warnings: Problem[] } | { ok: false; message: string; problems: Problem[]; report: string };

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
export function readConfigSet(configDir: string, root: string = REPO_ROOT): GateResult {
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
  return {
    ok: true,
    files: project.files.length,
    warnings: problems,
    set: {
      revision: hash.digest('hex').slice(0, 16),
      routes: routes.routes,
      layouts: data<LayoutFile>(project.layouts),
      pages: data<PageFile>(project.pages),
      templates: Object.fromEntries([...project.templates].map(([key, t]) => [key, t.file.data as TemplateFile])),
    },
  };
}
