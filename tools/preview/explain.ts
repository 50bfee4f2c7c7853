import { OUTLET } from '../../schemas/outlet.ts';
import { resolvePropsTraced } from '../../src/render/resolve-props.ts';
import { DEFAULT_BREAKPOINTS, type Breakpoint } from '../../engine/project/breakpoints.ts';
import { parsePointer, seg } from '../../engine/project/json-pointer.ts';
import { Origin } from '../../engine/project/origin.ts';
import { configDirLabel, loadProject, routeEntries, siteRouteEntries } from '../../engine/project/project.ts';
import { templateTree, type TemplateTree } from '../../engine/project/template-tree.ts';
import { readWidgetDefaults, type Defaults } from '../../engine/project/widget-defaults.ts';
import type { Explained, ExplainedNode, ExplainedOp, Setting, Source, Where } from './explain-model.ts';
import { isRecord } from '../../schemas/is-record.ts';
import { brandCopyOf, copyLines } from './explain-copy.ts';

export class ExplainError extends Error {}

export interface ExplainOptions {
  root?: string;
  /** the config directory when it is not `<root>/site-configs` (CONFIG_DIR) */
  configDir?: string;
  template: string;
  /** a route path (/slots) or its page key (slots) */
  route: string;
  /** resolve every prop for this breakpoint (min-width cascade); default: list props and every override */
  at?: string;
}

type Json = Record<string, unknown>;

function whereOf(origin: Origin, pointer: string, key = true): { where: Where; pointer: string } {
  const l = origin.locate(pointer, key);
  return { where: { file: l.file.rel, line: l.line, column: l.column }, pointer: l.pointer };
}

/** `patch <id>` when a template's node patch set the value, else what the tree itself calls it. */
function sourceOf(resolved: string, own: Source): Source {
  const segs = parsePointer(resolved);
  if (segs[0] !== 'patches') return own;
  // a value of a node a structural op inserted: /patches/structure/<kind>/<name>/<op>/insert/…
  if (segs[1] === 'structure') return `patch op ${segs[4] ?? '?'} insert`;
  const id = segs[3] ?? '?';
  return segs[4] === 'at' ? `patch ${id} at.${segs[5] ?? '?'}` : `patch ${id}`;
}

/**
 * The resolved tree of one template and route (layout with the page in its Outlet), and for each
 * value who set it and where: widget default, props, at[breakpoint] or a template's node patch;
 * with the template's breakpoints, colour scheme tokens and authEntry.
 */
export function explainData(options: ExplainOptions): Explained {
  const project = loadProject(options.root, [], undefined, undefined, options.configDir);
  const dir = configDirLabel(project);
  const t = project.templates.get(options.template);
  if (!t || t.abstract)
    throw new ExplainError(`no template "${options.template}" (have: ${[...project.templates.keys()].filter((k) => !k.startsWith('_')).join(', ')})`);
  if (!t.merged) throw new ExplainError(`template "${t.key}" does not resolve (broken extends chain): run config-lint`);
  const wanted = options.route.startsWith('/') ? options.route : undefined;
  // the template's route table: the shared routes it does not hide, then its own
  const route = siteRouteEntries(project, t).find((r) => (wanted ? r.path === wanted : r.page === options.route));
  if (!route) {
    const hidden = routeEntries(project.routes).some((r) => (wanted ? r.path === wanted : r.page === options.route));
    throw new ExplainError(
      `no route "${options.route}" in ${dir}/routes.json${hidden ? ` for ${t.key}: its template hides it` : ` or template ${t.key}'s routes`}`,
    );
  }
  const bps = t.breakpoints;
  if (options.at && !bps.some((b) => b.name === options.at)) {
    throw new ExplainError(`"${options.at}" is not a breakpoint of ${t.key} (${bps.map((b) => b.name).join(', ')})`);
  }
  // §2 layout choice: /minigame → minigame, else the route's layout, else the template's
  const layoutName = route.path === '/minigame' ? 'minigame' : (route.layout ?? String(t.merged['layout']));
  const layoutWhy =
    route.path === '/minigame'
      ? '/minigame always'
      : route.layout
        ? `route override in ${route.index < 0 ? `template ${t.key}'s routes` : 'routes.json'}`
        : `template ${t.key}`;
  const layoutFile = project.layouts.get(layoutName);
  const layout = templateTree(project, t, 'layouts', layoutName);
  if (!layoutFile || !layout) throw new ExplainError(`layout "${layoutName}" has no file`);
  const page = templateTree(project, t, 'pages', route.page);
  const defaults = readWidgetDefaults(project.paths.widgetsDir);
  const templateOrigin = new Origin(t.chain);
  const opsOf = (tree: TemplateTree | undefined, kind: 'pages' | 'layouts', name: string): ExplainedOp[] =>
    (tree?.applied ?? []).map((a) => {
      const op: ExplainedOp = {
        tree: `${kind === 'pages' ? 'page' : 'layout'} ${name}`,
        index: a.index,
        kind: a.kind,
        id: a.id,
        ...whereOf(templateOrigin, `/patches/structure/${kind}/${seg(name)}/${a.index}`, false),
      };
      if (a.where) op.place = a.where;
      return op;
    });
  const layoutOps = opsOf(layout, 'layouts', layoutName);
  const pageOps = opsOf(page, 'pages', route.page);
  /** the last insert or move that placed each id, per tree */
  const placed = (ops: ExplainedOp[]) => new Map(ops.filter((o) => o.kind !== 'remove').map((o) => [o.id, o]));
  const placedBy = new Map<TemplateTree | undefined, Map<string, ExplainedOp>>([
    [layout, placed(layoutOps)],
    [page, placed(pageOps)],
  ]);

  const walk = (tree: TemplateTree, node: unknown, pointer: string): ExplainedNode | null => {
    if (!isRecord(node)) return null;
    const widget = String(node['widget']);
    const role = tree.own ? 'template page' : tree === layout ? 'layout' : 'shared page';
    const out: ExplainedNode = { widget, role, where: whereOf(tree.origin, pointer, false).where, props: [], children: [] };
    if (typeof node['id'] === 'string') out.id = node['id'];
    const op = out.id === undefined ? undefined : placedBy.get(tree)?.get(out.id);
    if (op) out.op = op;
    if (widget === OUTLET && tree === layout) {
      out.outlet = { page: route.page, tree: page ? walk(page, page.root, page.rootPointer) : null };
      return out;
    }
    if (node['when'] !== undefined) {
      const w = whereOf(tree.origin, `${pointer}/when`);
      out.when = { name: 'when', value: node['when'], from: sourceOf(w.pointer, 'node'), where: w.where };
    }
    if (!defaults.has(widget)) out.defaultsUnknown = true;
    out.props = settings(tree, node, pointer, defaults.get(widget), bps, options.at).map((s) => {
      const copy = brandCopyOf(t, templateOrigin, s.value);
      return copy ? { ...s, copy } : s;
    });
    const children = node['children'];
    if (Array.isArray(children))
      children.forEach((c, i) => {
        const child = walk(tree, c, `${pointer}/children/${i}`);
        if (child) out.children.push(child);
      });
    return out;
  };
  const tree = walk(layout, layout.root, layout.rootPointer);
  if (!tree) throw new ExplainError(`layout "${layoutName}" has no root node`);

  const fromTemplate = (pointer: string) => whereOf(templateOrigin, pointer).where;
  const hasOwn = (pointer: string) => t.chain.some((f) => f.source.has(pointer));
  const result: Explained = {
    formatVersion: 1,
    template: { key: t.key, chain: t.chain.map((f) => f.rel) },
    route: { path: route.path, page: route.page },
    page: page ? { role: page.own ? 'template page' : 'shared page', file: page.origin.owner(page.rootPointer).rel, patched: page.patched } : null,
    layout: { name: layoutName, why: layoutWhy, file: layoutFile.rel, patched: layout.patched },
    breakpoints: bps.map((b) =>
      hasOwn(`/breakpoints/${seg(b.name)}`)
        ? { name: b.name, value: b.width, from: 'template', where: fromTemplate(`/breakpoints/${seg(b.name)}`) }
        : { name: b.name, value: b.width, from: DEFAULT_BREAKPOINTS.some((d) => d.name === b.name) ? 'built-in default' : 'template' },
    ),
    schemes: Object.entries(isRecord(t.merged['schemes']) ? t.merged['schemes'] : {}).map(([name, scheme]) => ({
      name,
      where: fromTemplate(`/schemes/${seg(name)}`),
      tokens: Object.entries(isRecord(scheme) ? scheme : {}).map(([token, value]) => ({
        name: token,
        value,
        from: 'template',
        where: fromTemplate(`/schemes/${seg(name)}/${seg(token)}`),
      })),
    })),
    authEntry: leaves(t.merged['authEntry'], '/authEntry').map(({ name, value, pointer }) => ({ name, value, from: 'template', where: fromTemplate(pointer) })),
    tree,
  };
  if (options.at) result.at = options.at;
  if (layoutOps.length || pageOps.length) result.structure = [...layoutOps, ...pageOps];
  return result;
}

function leaves(value: unknown, pointer: string, name = ''): { name: string; value: unknown; pointer: string }[] {
  if (!isRecord(value)) return name ? [{ name, value, pointer }] : [];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, `${pointer}/${seg(k)}`, name ? `${name}.${k}` : k));
}

function settings(
  tree: TemplateTree,
  node: Json,
  pointer: string,
  defaults: Defaults | undefined,
  breakpoints: readonly Breakpoint[],
  at: string | undefined,
): Setting[] {
  const set = (name: string, value: unknown, p: string, own: Source, bp?: string): Setting => {
    const w = whereOf(tree.origin, p);
    const s: Setting = { name, value, from: sourceOf(w.pointer, own), where: w.where };
    if (bp) s.at = bp;
    return s;
  };
  const props = isRecord(node['props']) ? node['props'] : {};
  const overrides = isRecord(node['at']) ? node['at'] : {};
  if (at) {
    // the renderer's cascade; a value set through a template patch is told apart by where its pointer lands (sourceOf)
    const objects = Object.fromEntries(Object.entries(overrides).filter((e): e is [string, Json] => isRecord(e[1])));
    const resolved = resolvePropsTraced(defaults ?? {}, props, objects, breakpoints, at);
    return [...resolved].map(([k, t]) => {
      if (t.layer.from === 'default' || t.pointer === undefined) return { name: k, value: t.value, from: 'widget default' };
      return set(k, t.value, `${pointer}${t.pointer}`, t.layer.from === 'at' ? `at.${t.layer.breakpoint}` : 'props');
    });
  }
  const out: Setting[] = [];
  for (const [k, v] of Object.entries(defaults ?? {})) if (!(k in props)) out.push({ name: k, value: v, from: 'widget default' });
  for (const [k, v] of Object.entries(props)) out.push(set(k, v, `${pointer}/props/${seg(k)}`, 'props'));
  for (const [b, o] of Object.entries(overrides)) {
    if (!isRecord(o)) continue;
    for (const [k, v] of Object.entries(o)) out.push(set(k, v, `${pointer}/at/${seg(b)}/${seg(k)}`, `at.${b}`, b));
  }
  return out;
}

const loc = (w: Where | undefined) => (w ? `${w.file}:${w.line}:${w.column}` : '');

const opLine = (o: ExplainedOp) => `op ${o.index} ${o.kind} ${o.id}${o.place ? ` ${o.place}` : ''}  ← ${loc(o.where)} ${o.pointer}`;

function settingLine(s: Setting): string {
  const value = `${s.name} = ${JSON.stringify(s.value)}${s.at ? ` at ${s.at}` : ''}`;
  return s.where ? `${value}  ← ${s.from}  ${loc(s.where)}` : `${value}  ← ${s.from}`;
}

/** explain's text output: the header (template, route, layout, breakpoints, schemes, authEntry), then the tree. */
export function explain(options: ExplainOptions): string[] {
  const e = explainData(options);
  const bp = e.breakpoints.find((b) => b.name === e.at);
  const out: string[] = [
    `template ${e.template.key}  (${e.template.chain.join(' ← ')})`,
    `route ${e.route.path} → page ${e.route.page} (${e.page ? `${e.page.role}, ${e.page.file}${e.page.patched ? ', patched by the template' : ''}` : 'none'})`,
    `layout ${e.layout.name} (${e.layout.why}, ${e.layout.file}${e.layout.patched ? ', patched by the template' : ''})`,
    e.at
      ? `breakpoint ${e.at} (min-width ${String(bp?.value ?? '?')}px): values after defaults ⊕ props ⊕ at[b] for every b ≤ ${e.at}`
      : `breakpoints ${e.breakpoints.map((b) => `${b.name} ${String(b.value)}`).join(', ')}`,
    ...e.breakpoints.map((b) => `  · ${settingLine(b)}`),
    'colour schemes',
    ...e.schemes.flatMap((s) => [`  ${s.name}  ${loc(s.where)}`, ...s.tokens.map((tk) => `    · ${settingLine(tk)}`)]),
    'authEntry',
    ...e.authEntry.map((a) => `  · ${settingLine(a)}`),
    ...(e.structure ? ['structural ops', ...e.structure.map((o) => `  · ${o.tree}: ${opLine(o)}`)] : []),
    '',
  ];
  const render = (n: ExplainedNode, depth: number) => {
    const pad = '  '.repeat(depth);
    if (n.outlet) {
      out.push(`${pad}Outlet → page ${n.outlet.page}`);
      if (n.outlet.tree) render(n.outlet.tree, depth + 1);
      else out.push(`${pad}  (no page tree: neither the template nor the shared pages/ has "${n.outlet.page}")`);
      return;
    }
    out.push(`${pad}${n.widget}${n.id ? `#${n.id}` : ''}  [${n.role}] ${loc(n.where)}`);
    if (n.op) out.push(`${pad}  · ${n.op.kind === 'insert' ? 'inserted' : 'moved'} here: ${opLine(n.op)}`);
    if (n.when) out.push(`${pad}  · when ${JSON.stringify(n.when.value)}  ← ${n.when.from}  ${loc(n.when.where)}`);
    if (n.defaultsUnknown)
      out.push(
        `${pad}  · (defaults unknown: no widget "${n.widget}" in schemas/generated/widget-manifest.json: an unknown widget, or run npm run build:schemas)`,
      );
    for (const s of n.props) {
      out.push(`${pad}  · ${settingLine(s)}`);
      if (s.copy) for (const line of copyLines(s.copy, e.template.key)) out.push(`${pad}      ${line}`);
    }
    for (const c of n.children) render(c, depth + 1);
  };
  render(e.tree, 0);
  return out;
}
