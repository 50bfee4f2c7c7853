import { isRecord } from '../../schemas/is-record.ts';
import type { ConfigFile } from '../project/config-files.ts';
import { getAt, parsePointer } from '../project/json-pointer.ts';
import { siteRouteEntries, type Project, type TemplateInfo } from '../project/project.ts';
import { templateTree, type TemplateTree } from '../project/template-tree.ts';
import type { EditMode, FileMap, Source } from './contract.ts';
import { StudioInputError } from './errors.ts';
import { mapPath, projectOf } from './project-of.ts';

export type Json = Record<string, unknown>;
export type TreeKind = 'pages' | 'layouts';

/** One tree (the layout or the page) as the template renders it. */
export interface TreeContext {
  kind: TreeKind;
  /** the page or layout name its patches are keyed by */
  name: string;
  tree: TemplateTree;
}

/** A template and page as the studio edits them: the project, the template, and its layout and page trees. */
export interface ViewContext {
  project: Project;
  t: TemplateInfo & { merged: Json };
  page: string;
  layout: TreeContext;
  pageTree: TreeContext;
}

/** A node of the view, found by its key, and how an edit to it is written. */
export interface LocatedNode {
  key: string;
  ctx: TreeContext;
  /** the node's pointer in the rendered tree, below the tree's root pointer */
  rel: string;
  /** the same, with the tree's root pointer (what the tree's origin resolves) */
  pointer: string;
  node: Json;
  /** the file and pointer the node is written at */
  file: ConfigFile;
  filePointer: string;
  mode: EditMode;
  readonlyReason?: string;
}

const KEY = /^(layout|page):(.*)$/;

/** A node key of the view: `layout:<pointer>` or `page:<pointer>`, the pointer below the tree's root ('' is the root). */
export function nodeKey(tree: 'layout' | 'page', rel: string): string {
  return `${tree}:${rel}`;
}

/** Which layout a template renders a page in (§2: /minigame always minigame, else the route's, else the template's). */
function layoutFor(project: Project, t: TemplateInfo & { merged: Json }, page: string): string | undefined {
  const route = siteRouteEntries(project, t).find((r) => r.page === page);
  if (route?.path === '/minigame') return 'minigame';
  if (route?.layout) return route.layout;
  if (typeof t.merged['layout'] === 'string') return t.merged['layout'];
  // a family base names no layout: its pages are shown in the layout of the first template built on it
  const user = [...project.templates.values()]
    .sort((a, b) => a.key.localeCompare(b.key, 'en', { numeric: true }))
    .find((u) => u.chain.includes(t.file) && typeof u.merged?.['layout'] === 'string');
  return typeof user?.merged?.['layout'] === 'string' ? user.merged['layout'] : undefined;
}

/** The template and page the studio asks about, or a StudioInputError saying what is wrong. */
export function viewContext(files: FileMap, template: string, page: string): ViewContext {
  const project = projectOf(files);
  const t = project.templates.get(template);
  if (!t) throw new StudioInputError(`no template "${template}" (have: ${[...project.templates.keys()].sort().join(', ')})`);
  if (!t.merged) throw new StudioInputError(`template "${template}" does not resolve: its extends chain is broken (${t.broken?.kind ?? 'unknown'})`);
  const resolved = t as TemplateInfo & { merged: Json };
  const routed = new Set(siteRouteEntries(project, resolved).map((r) => r.page));
  const ownPage = isRecord(resolved.merged['pages']) && Object.hasOwn(resolved.merged['pages'], page);
  if (!routed.has(page) && !ownPage)
    throw new StudioInputError(`template "${template}" renders no page "${page}" (its pages: ${[...routed].sort().join(', ')})`);
  const pageTree = templateTree(project, resolved, 'pages', page);
  if (!pageTree) throw new StudioInputError(`page "${page}" has no tree: neither template "${template}" nor pages/${page}.json has it`);
  const layoutName = layoutFor(project, resolved, page);
  const layoutTree = layoutName === undefined ? undefined : templateTree(project, resolved, 'layouts', layoutName);
  if (!layoutName || !layoutTree) throw new StudioInputError(`template "${template}" names layout "${layoutName ?? ''}", which has no file in layouts/`);
  return {
    project,
    t: resolved,
    page,
    layout: { kind: 'layouts', name: layoutName, tree: layoutTree },
    pageTree: { kind: 'pages', name: page, tree: pageTree },
  };
}

/** Where a value of a tree is written, as the contract's Source (1-based line:column of its key with `key`). */
export function sourceAt(file: ConfigFile, pointer: string, key: boolean): Source {
  const { line, column } = file.source.locate(pointer, key);
  return { file: mapPath(file.rel), line, column, pointer };
}

const INSERTED = /^\/patches\/structure\/(pages|layouts)\/[^/]+\/\d+\/insert$/;

/** Where a node is written: for the top node of a structural insert, the op (its place in the template). */
export function nodeSource(file: ConfigFile, filePointer: string): Source {
  return sourceAt(file, INSERTED.test(filePointer) ? filePointer.slice(0, -'/insert'.length) : filePointer, false);
}

/** How an edit to a node written in `file` is made, for template `t`. */
export function modeOf(t: TemplateInfo, file: ConfigFile, node: Json, kind: TreeKind): { mode: EditMode; readonlyReason?: string } {
  if (file === t.file) return { mode: 'own' };
  if (typeof node['id'] === 'string') return { mode: 'patch' };
  const where = file.kind === 'template' ? `base template ${file.name}` : `the shared ${kind === 'pages' ? 'page' : 'layout'} ${mapPath(file.rel)}`;
  return {
    mode: 'readonly',
    readonlyReason: `this ${String(node['widget'])} comes from ${where} and has no id, so ${t.key} cannot patch it: give it an id in ${mapPath(file.rel)} first`,
  };
}

/** The node a key names in the view, or a StudioInputError. */
export function locate(view: ViewContext, key: string): LocatedNode {
  const m = KEY.exec(key);
  if (!m) throw new StudioInputError(`"${key}" is not a node key (layout:<pointer> or page:<pointer>)`);
  const ctx = m[1] === 'layout' ? view.layout : view.pageTree;
  const rel = m[2] ?? '';
  const segs = parsePointer(rel);
  // a node's pointer walks children only: /children/2/children/0
  const wellFormed = segs.length % 2 === 0 && segs.every((s, i) => (i % 2 === 0 ? s === 'children' : /^\d+$/.test(s)));
  const node = wellFormed ? getAt(ctx.tree.root, rel) : undefined;
  if (!isRecord(node) || typeof node['widget'] !== 'string')
    throw new StudioInputError(`no node "${key}" in ${view.t.key}'s ${ctx.kind === 'pages' ? 'page' : 'layout'} ${ctx.name}`);
  const pointer = `${ctx.tree.rootPointer}${rel}`;
  const at = ctx.tree.origin.resolve(pointer);
  return { key, ctx, rel, pointer, node, file: at.file, filePointer: at.pointer, ...modeOf(view.t, at.file, node, ctx.kind) };
}
