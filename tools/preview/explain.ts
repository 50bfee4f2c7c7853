import { OUTLET } from '../../src/render/outlet.ts';
import type { ConfigFile } from '../shared/config-files.ts';
import { seg } from '../shared/json-pointer.ts';
import { Origin } from '../shared/origin.ts';
import { loadProject, routeEntries, type TemplateInfo } from '../shared/project.ts';
import { readWidgetDefaults, type Defaults } from '../shared/widget-defaults.ts';

export class ExplainError extends Error {}

export interface ExplainOptions {
  root?: string;
  template: string;
  /** a route path (/slots) or its page key (slots) */
  route: string;
  /** resolve every prop for this breakpoint (min-width cascade); default: list props and every override */
  at?: string;
}

type Json = Record<string, unknown>;

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

interface Tree {
  root: unknown;
  pointer: string;
  origin: Origin;
  role: 'layout' | 'template page' | 'shared page';
}

/**
 * The resolved tree of one template and route (layout with the page in its Outlet), and for each
 * value which file set it: widget default, props, or at[breakpoint], in which file and where.
 */
export function explain(options: ExplainOptions): string[] {
  const project = loadProject(options.root);
  const t = project.templates.get(options.template);
  if (!t || t.abstract) throw new ExplainError(`no template "${options.template}" (have: ${[...project.templates.keys()].filter((k) => !k.startsWith('_')).join(', ')})`);
  if (!t.merged) throw new ExplainError(`template "${t.key}" does not resolve (broken extends chain): run config-lint`);
  const wanted = options.route.startsWith('/') ? options.route : undefined;
  const route = routeEntries(project.routes).find((r) => (wanted ? r.path === wanted : r.page === options.route));
  if (!route) throw new ExplainError(`no route "${options.route}" in site-configs/routes.json`);
  const bps = t.breakpoints;
  if (options.at && !bps.some((b) => b.name === options.at)) {
    throw new ExplainError(`"${options.at}" is not a breakpoint of ${t.key} (${bps.map((b) => b.name).join(', ')})`);
  }
  // §2 layout choice: /minigame → minigame, else the route's layout, else the template's
  const layoutName = route.path === '/minigame' ? 'minigame' : (route.layout ?? String(t.merged['layout']));
  const layoutWhy = route.path === '/minigame' ? '/minigame always' : route.layout ? 'route override in routes.json' : `template ${t.key}`;
  const layoutFile = project.layouts.get(layoutName);
  if (!layoutFile) throw new ExplainError(`layout "${layoutName}" has no file`);
  const page = pageTree(t, route.page, project.pages.get(route.page));
  const defaults = readWidgetDefaults(project.paths.widgetsDir);

  const out: string[] = [
    `template ${t.key}  (${t.chain.map((f) => f.rel).join(' ← ')})`,
    `route ${route.path} → page ${route.page} (${page ? `${page.role}, ${page.origin.owner(page.pointer).rel}` : 'none'})`,
    `layout ${layoutName} (${layoutWhy}, ${layoutFile.rel})`,
    options.at
      ? `breakpoint ${options.at} (min-width ${bps.find((b) => b.name === options.at)?.width ?? '?'}px): values after defaults ⊕ props ⊕ at[b] for every b ≤ ${options.at}`
      : `breakpoints ${bps.map((b) => `${b.name} ${b.width}`).join(', ')}`,
    '',
  ];
  const layout: Tree = { root: layoutFile.data?.['root'], pointer: '/root', origin: Origin.of(layoutFile), role: 'layout' };
  const walk = (tree: Tree, node: unknown, pointer: string, depth: number) => {
    const pad = '  '.repeat(depth);
    if (!isObject(node)) return;
    const widget = String(node['widget']);
    if (widget === OUTLET && tree.role === 'layout') {
      out.push(`${pad}Outlet → page ${route.page}`);
      if (page) walk(page, page.root, page.pointer, depth + 1);
      else out.push(`${pad}  (no page tree: neither the template nor site-configs/pages/ has "${route.page}")`);
      return;
    }
    const loc = tree.origin.locate(pointer);
    out.push(`${pad}${widget}${typeof node['id'] === 'string' ? `#${node['id']}` : ''}  [${tree.role}] ${loc.file.rel}:${loc.line}:${loc.column}`);
    out.push(...describeProps(tree, node, pointer, defaults.get(widget), defaults.has(widget), bps.map((b) => b.name), options.at).map((l) => `${pad}  · ${l}`));
    const children = node['children'];
    if (Array.isArray(children)) children.forEach((c, i) => walk(tree, c, `${pointer}/children/${i}`, depth + 1));
  };
  walk(layout, layout.root, layout.pointer, 0);
  return out;
}

/** The template's page override wins over the shared page of site-configs/pages/. */
function pageTree(t: TemplateInfo, page: string, shared: ConfigFile | undefined): Tree | undefined {
  const pages = t.merged?.['pages'];
  const override = isObject(pages) ? pages[page] : undefined;
  if (isObject(override)) return { root: override['root'], pointer: `/pages/${seg(page)}/root`, origin: new Origin(t.chain), role: 'template page' };
  if (shared) return { root: shared.data?.['root'], pointer: '/root', origin: Origin.of(shared), role: 'shared page' };
  return undefined;
}

function describeProps(tree: Tree, node: Json, pointer: string, defaults: Defaults | undefined, known: boolean, order: string[], at: string | undefined): string[] {
  const where = (p: string) => {
    const l = tree.origin.locate(p, true);
    return `${l.file.rel}:${l.line}:${l.column}`;
  };
  const props = isObject(node['props']) ? node['props'] : {};
  const overrides = isObject(node['at']) ? node['at'] : {};
  const lines: string[] = [];
  if (!known) lines.push('(defaults unknown: widgets/<Name>/index.ts has no plain `defaults:` literal)');
  if (at) {
    // min-width cascade: the last writer in this order wins
    const value = new Map<string, { v: unknown; from: string }>();
    for (const [k, v] of Object.entries(defaults ?? {})) value.set(k, { v, from: 'widget default' });
    for (const [k, v] of Object.entries(props)) value.set(k, { v, from: `props  ${where(`${pointer}/props/${seg(k)}`)}` });
    for (const b of order.slice(0, order.indexOf(at) + 1)) {
      const o = overrides[b];
      if (!isObject(o)) continue;
      for (const [k, v] of Object.entries(o)) value.set(k, { v, from: `at.${b}  ${where(`${pointer}/at/${seg(b)}/${seg(k)}`)}` });
    }
    for (const [k, { v, from }] of value) lines.push(`${k} = ${JSON.stringify(v)}  ← ${from}`);
    return lines;
  }
  for (const [k, v] of Object.entries(defaults ?? {})) if (!(k in props)) lines.push(`${k} = ${JSON.stringify(v)}  ← widget default`);
  for (const [k, v] of Object.entries(props)) lines.push(`${k} = ${JSON.stringify(v)}  ← props  ${where(`${pointer}/props/${seg(k)}`)}`);
  for (const [b, o] of Object.entries(overrides)) {
    if (!isObject(o)) continue;
    for (const [k, v] of Object.entries(o)) lines.push(`${k} = ${JSON.stringify(v)} at ${b}  ← at.${b}  ${where(`${pointer}/at/${seg(b)}/${seg(k)}`)}`);
  }
  return lines;
}
