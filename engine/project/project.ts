import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { extendsChain, mergeChain } from '../../src/config/resolve-template.ts';
import { breakpointList, DEFAULT_BREAKPOINTS, type Breakpoint } from './breakpoints.ts';
import { isDirectory, listJsonFiles, readConfigFile, type ConfigFile } from './config-files.ts';
import { Origin } from './origin.ts';
import { seg } from './json-pointer.ts';
import { patchesOf, patchTree } from './patched-tree.ts';
import { diskFs, type ProjectFs } from './project-fs.ts';
import { projectPaths, REPO_ROOT, type ProjectPaths } from './repo.ts';

export { CURRENT_VERSION } from '../migrate/version.ts';
import { CURRENT_VERSION } from '../migrate/version.ts';
import { isRecord } from '../../schemas/is-record.ts';

type Json = Record<string, unknown>;

export interface TemplateInfo {
  key: string;
  file: ConfigFile;
  /** `_name` files are family bases, never a site's theme_code */
  abstract: boolean;
  /** the file and its bases, most derived first */
  chain: ConfigFile[];
  broken?: { kind: 'missing'; base: string; from: ConfigFile } | { kind: 'cycle'; files: ConfigFile[] };
  /** the chain after JSON Merge Patch; undefined when the chain is broken */
  merged?: Json;
  breakpoints: Breakpoint[];
}

/** One node tree the renderer may render, with the breakpoint lists it renders under. */
export interface TreeRef {
  kind: 'layout' | 'page' | 'template-page';
  label: string;
  root: unknown;
  rootPointer: string;
  origin: Origin;
  /** breakpoint lists (ascending) of the templates this tree renders under */
  contexts: Breakpoint[][];
  breakpointNames: Set<string>;
  /**
   * the concrete templates that render this tree (whose copy its `brand.` keys must be in): for a
   * shared page, those whose route table reaches it and that have no page of its own by that name
   */
  templates: string[];
}

export interface Project {
  paths: ProjectPaths;
  /** how the project's files were read, and how rules read more of them (locales, public/) */
  fs: ProjectFs;
  files: ConfigFile[];
  /** parsed, object-valued, and at the current format version: what rules inspect */
  current: ConfigFile[];
  routes: ConfigFile | undefined;
  routePages: Set<string>;
  layouts: Map<string, ConfigFile>;
  pages: Map<string, ConfigFile>;
  templates: Map<string, TemplateInfo>;
  widgetNames: string[];
  trees: TreeRef[];
}

export function fileVersion(file: ConfigFile): number | undefined {
  const v = file.data?.['version'];
  // files from before versioning carry none: they are version 0
  if (v === undefined) return 0;
  return typeof v === 'number' ? v : undefined;
}

export function isStale(file: ConfigFile): boolean {
  const v = fileVersion(file);
  return v !== undefined && v < CURRENT_VERSION;
}

/** Finds the project a path belongs to: the nearest ancestor holding site-configs/routes.json. */
export function findProjectRoot(path: string): string | undefined {
  let dir = path;
  for (;;) {
    if (existsSync(join(dir, 'site-configs', 'routes.json'))) return dir;
    if (existsSync(join(dir, 'routes.json')) && dir.endsWith('site-configs')) return join(dir, '..');
    const parent = join(dir, '..');
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * What problems print file paths from: the project root, or for a config directory outside it its
 * parent, so files read `<dir name>/templates/…` (site-configs/… in the deploy layout) and the
 * server's status never shows a path of the machine.
 */
export function displayBase(root: string, configDir: string): string {
  return relative(root, configDir).startsWith('..') ? dirname(configDir) : root;
}

/** How messages name the config directory: `site-configs`, or the name of the directory read. */
export function configDirLabel(project: Pick<Project, 'paths'>): string {
  return relative(displayBase(project.paths.root, project.paths.configDir), project.paths.configDir).split(sep).join('/') || '.';
}

export function readWidgetNames(root: string = REPO_ROOT): string[] {
  // the generated list, not the widget modules: importing every schema would cost the lint its speed budget
  return JSON.parse(readFileSync(join(root, 'schemas', 'generated', 'widget-names.json'), 'utf8')) as string[];
}

/** Parsed files kept between runs (--watch): a file is read again only when its mtime or size changed. */
export type FileCache = Map<string, { mtimeMs: number; size: number; file: ConfigFile }>;

/**
 * Loads every config of a project (plus extra files given outside it) into one cross-file model.
 * `contents` (absolute path → text) stands in for files on disk: unsaved buffers, fixes being tried.
 * `configDir` reads the configs from elsewhere than `<root>/site-configs` (the server's CONFIG_DIR).
 * `maxFileBytes` (config-lint's fileBytes budget): a larger file is not read, only measured.
 * `fs` reads the project from disk, or from memory (rule tests).
 * `listing` (absolute paths under `configDir`, their texts in `contents`) stands in for listing the
 * directory: a config set held in memory (the config store's revisions) is linted without a disk.
 */
export function loadProject(
  root: string = REPO_ROOT,
  extra: string[] = [],
  contents?: ReadonlyMap<string, string>,
  cache?: FileCache,
  configDir?: string,
  maxFileBytes?: number,
  fs: ProjectFs = diskFs,
  listing?: readonly string[],
): Project {
  const paths = projectPaths(root, configDir);
  const relBase = displayBase(root, paths.configDir);
  const read = (p: string): ConfigFile => {
    const text = contents?.get(p);
    const stat = text === undefined && cache ? fs.stat(p) : undefined;
    if (!stat || !cache) return readConfigFile(p, relBase, text, maxFileBytes, fs);
    const { mtimeMs, size } = stat;
    const hit = cache.get(p);
    // a budget changed in config-lint.json (--watch) may turn a cached file too large, or fitting again
    const sameVerdict = (f: ConfigFile) => (f.tooLarge ? f.tooLarge.limit === maxFileBytes : maxFileBytes === undefined || size <= maxFileBytes);
    if (hit && hit.mtimeMs === mtimeMs && hit.size === size && sameVerdict(hit.file)) return hit.file;
    const file = readConfigFile(p, relBase, undefined, maxFileBytes, fs);
    cache.set(p, { mtimeMs, size, file });
    return file;
  };
  const files = listing ? [...listing].sort().map(read) : isDirectory(paths.configDir, fs) ? listJsonFiles(paths.configDir, fs).map(read) : [];
  for (const p of extra) {
    const file = read(p);
    const i = files.findIndex((f) => f.kind === file.kind && f.name === file.name);
    // an extra file stands in for the project's file of the same kind and name
    if (i >= 0) files[i] = file;
    else files.push(file);
  }
  const current = files.filter((f) => f.data !== undefined && !isStale(f));
  const byKind = (kind: ConfigFile['kind']) => new Map(current.filter((f) => f.kind === kind).map((f) => [f.name, f]));
  const routes = current.find((f) => f.kind === 'routes');
  const templates = resolveTemplates(byKind('template'));
  const project: Project = {
    paths,
    fs,
    files,
    current,
    routes,
    routePages: new Set([...routeEntries(routes).map((r) => r.page), ...[...templates.values()].flatMap((t) => ownRoutes(t).map((r) => r.page))]),
    layouts: byKind('layout'),
    pages: byKind('page'),
    templates,
    widgetNames: readWidgetNames(),
    trees: [],
  };
  project.trees = collectTrees(project);
  return project;
}

export interface RouteEntryLike {
  index: number;
  path: string;
  page: string;
  guard: unknown;
  layout?: string;
}

export function routeEntries(routes: ConfigFile | undefined): RouteEntryLike[] {
  const list = routes?.data?.['routes'];
  if (!Array.isArray(list)) return [];
  return list.flatMap((r: unknown, index) => {
    if (typeof r !== 'object' || r === null) return [];
    const o = r as Json;
    const entry: RouteEntryLike = { index, path: String(o['path'] ?? ''), page: String(o['page'] ?? ''), guard: o['guard'] };
    if (typeof o['layout'] === 'string') entry.layout = o['layout'];
    return [entry];
  });
}

/** A template's own routes (its merged `routes` entries with a page), as route entries; index is -1. */
export function ownRoutes(t: TemplateInfo): RouteEntryLike[] {
  const own = t.merged?.['routes'];
  if (!isRecord(own)) return [];
  return Object.entries(own).flatMap(([path, r]) => {
    if (!isRecord(r) || r['hidden'] === true || typeof r['page'] !== 'string') return [];
    const entry: RouteEntryLike = { index: -1, path, page: r['page'], guard: r['guard'] };
    if (typeof r['layout'] === 'string') entry.layout = r['layout'];
    return [entry];
  });
}

/** The routes a template's sites have: the shared ones it does not hide or take over, then its own (src/config/route-table.ts). */
export function siteRouteEntries(project: Pick<Project, 'routes'>, t: TemplateInfo): RouteEntryLike[] {
  const own = t.merged?.['routes'];
  const taken = isRecord(own) ? own : {};
  return [...routeEntries(project.routes).filter((r) => !Object.hasOwn(taken, r.path)), ...ownRoutes(t)];
}

function resolveTemplates(files: Map<string, ConfigFile>): Map<string, TemplateInfo> {
  const out = new Map<string, TemplateInfo>();
  for (const [key, file] of files) {
    const { chain, broken } = extendsChain(
      file,
      (f) => f.data?.['extends'],
      (k) => files.get(k),
    );
    const info: TemplateInfo = { key, file, abstract: key.startsWith('_'), chain, breakpoints: [...DEFAULT_BREAKPOINTS] };
    if (broken) info.broken = broken;
    else {
      info.merged = mergeChain(chain.map((f) => f.data ?? {}));
      info.breakpoints = breakpointList(info.merged['breakpoints']);
    }
    out.set(key, info);
  }
  return out;
}

function names(lists: Breakpoint[][]): Set<string> {
  return new Set(lists.flatMap((l) => l.map((b) => b.name)));
}

function collectTrees(project: Project): TreeRef[] {
  const concrete = [...project.templates.values()].filter((t) => !t.abstract && t.merged);
  const everyContext = [...concrete.map((t) => t.breakpoints), [...DEFAULT_BREAKPOINTS]];
  // one set for every tree any template may render (read only): the studio loads a project per edit
  const everyName = names(everyContext);
  const trees: TreeRef[] = [];
  const routeLayouts = new Set(routeEntries(project.routes).flatMap((r) => (r.layout ? [r.layout] : [])));
  const routed = new Map(concrete.map((t) => [t, siteRouteEntries(project, t)]));
  for (const [name, file] of project.layouts) {
    const users = concrete.filter((t) => t.merged?.['layout'] === name);
    // a layout a route names (or one no template uses) may render under any template
    const anyTemplate = !users.length || routeLayouts.has(name) || name === 'minigame';
    const contexts = anyTemplate ? everyContext : users.map((t) => t.breakpoints);
    trees.push({
      kind: 'layout',
      label: `layout ${name}`,
      root: file.data?.['root'],
      rootPointer: '/root',
      origin: Origin.of(file),
      contexts,
      breakpointNames: anyTemplate ? everyName : names(contexts),
      templates: concrete.filter((t) => rendersLayout(t, routed.get(t) ?? [], name)).map((t) => t.key),
    });
  }
  for (const [name, file] of project.pages) {
    trees.push({
      kind: 'page',
      label: `page ${name}`,
      root: file.data?.['root'],
      rootPointer: '/root',
      origin: Origin.of(file),
      contexts: everyContext,
      breakpointNames: everyName,
      templates: concrete.filter((t) => rendersSharedPage(t, routed.get(t) ?? [], name)).map((t) => t.key),
    });
  }
  const extended = new Set(concrete.flatMap((t) => t.chain.slice(1)));
  for (const t of project.templates.values()) {
    // a concrete template's pages are checked merged, located through its chain
    const resolved = !t.abstract && t.merged;
    if (!resolved && extended.has(t.file)) continue;
    const doc = resolved ? t.merged : t.file.data;
    const pages = doc?.['pages'];
    if (typeof pages !== 'object' || pages === null) continue;
    const contexts = resolved ? [t.breakpoints] : everyContext;
    const origin = resolved ? new Origin(t.chain) : Origin.of(t.file);
    for (const [page, tree] of Object.entries(pages as Json)) {
      const root = typeof tree === 'object' && tree !== null ? (tree as Json)['root'] : undefined;
      trees.push({
        kind: 'template-page',
        label: `template ${t.key} page ${page}`,
        root,
        rootPointer: `/pages/${page.replaceAll('~', '~0').replaceAll('/', '~1')}/root`,
        origin,
        contexts,
        breakpointNames: resolved ? names(contexts) : everyName,
        templates: resolved ? [t.key] : [],
      });
    }
  }
  for (const t of concrete) trees.push(...patchedTrees(project, t));
  return trees;
}

/**
 * Whether a template's sites render the shared page `name`: a route of theirs (a shared one the
 * template does not hide, or its own) leads to it, and the template has no page of that name (its
 * own one renders instead).
 */
function rendersSharedPage(t: TemplateInfo, routes: readonly RouteEntryLike[], name: string): boolean {
  if (isRecord(t.merged?.['pages']) && Object.hasOwn(t.merged['pages'], name)) return false;
  return routes.some((r) => r.page === name);
}

/** Whether a template's sites render the layout `name`: as the template's layout, or for a route of theirs (§2: /minigame always uses minigame). */
function rendersLayout(t: TemplateInfo, routes: readonly RouteEntryLike[], name: string): boolean {
  if (t.merged?.['layout'] === name) return true;
  return routes.some((r) => (r.path === '/minigame' ? 'minigame' : r.layout) === name);
}

/** The tree a template renders for a page or layout name: its own page override, else the shared file. */
export function renderedTree(
  project: Project,
  t: TemplateInfo,
  kind: 'pages' | 'layouts',
  name: string,
): { root: unknown; rootPointer: string; origin: Origin } | undefined {
  const own = kind === 'pages' && isRecord(t.merged?.['pages']) ? t.merged['pages'][name] : undefined;
  if (isRecord(own)) return { root: own['root'], rootPointer: `/pages/${seg(name)}/root`, origin: new Origin(t.chain) };
  const file = (kind === 'pages' ? project.pages : project.layouts).get(name);
  return file ? { root: file.data?.['root'], rootPointer: '/root', origin: Origin.of(file) } : undefined;
}

/** A concrete template's pages and layouts with its structural ops and node patches applied, as it renders them. */
function patchedTrees(project: Project, t: TemplateInfo): TreeRef[] {
  const patches = t.merged?.['patches'];
  if (!isRecord(patches)) return [];
  const out: TreeRef[] = [];
  for (const kind of ['pages', 'layouts'] as const) {
    const structure = patches['structure'];
    const treeNames = new Set([
      ...Object.keys(isRecord(patches[kind]) ? patches[kind] : {}),
      ...Object.keys(isRecord(structure) && isRecord(structure[kind]) ? structure[kind] : {}),
    ]);
    for (const name of treeNames) {
      const base = renderedTree(project, t, kind, name);
      const { nodes, ops } = patchesOf(t.merged, kind, name);
      if (!base || !isRecord(base.root) || (!nodes && !ops)) continue;
      const { root, origin } = patchTree(base, new Origin(t.chain), t.merged, kind, name);
      const contexts = [t.breakpoints];
      out.push({
        kind: kind === 'pages' ? 'template-page' : 'layout',
        label: `template ${t.key} ${kind === 'pages' ? 'page' : 'layout'} ${name} (patched)`,
        root,
        rootPointer: base.rootPointer,
        origin,
        contexts,
        breakpointNames: names(contexts),
        templates: [t.key],
      });
    }
  }
  return out;
}

/** Language folders that exist, each with its message files read lazily. */
export function languageFolders(localesDir: string, fs: ProjectFs = diskFs): string[] {
  return fs
    .list(localesDir)
    .filter((d) => d.directory)
    .map((d) => d.name)
    .sort();
}
