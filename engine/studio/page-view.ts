import { isRecord } from '../../schemas/is-record.ts';
import { OUTLET } from '../../schemas/outlet.ts';
import { resolvePropsTraced, type TracedProp } from '../../src/render/resolve-props.ts';
import { seg } from '../project/json-pointer.ts';
import type { ConfigFile } from '../project/config-files.ts';
import type { FieldValue, FieldView, FileMap, OutlineNode, PageView, Source, ValueFrom, When } from './contract.ts';
import { breakpointsOf } from './catalog.ts';
import { modeOf, nodeKey, nodeSource, sourceAt, viewContext, type Json, type TreeContext, type ViewContext } from './view-context.ts';
import { widgetEntry } from './widgets.ts';

const objects = (v: unknown): Record<string, Json> =>
  Object.fromEntries(Object.entries(isRecord(v) ? v : {}).filter((e): e is [string, Json] => isRecord(e[1])));

/**
 * Every field of one node: the props its widget declares, then any other it sets; per breakpoint the
 * renderer's cascade (resolvePropsTraced, as explain --at resolves it) and where each value is
 * written, through the tree's origin (tools/shared: the page or layout, a base template, a node
 * patch or a structural op of the template), as explain locates it.
 */
function fieldsOf(view: ViewContext, ctx: TreeContext, node: Json, pointer: string, memo: Memo): FieldView[] {
  const { t } = view;
  const widget = widgetEntry(String(node['widget']));
  const defaults = widget?.defaults ?? {};
  const props = isRecord(node['props']) ? node['props'] : {};
  const at = objects(node['at']);
  const declared = Object.keys(isRecord(widget?.propsSchema['properties']) ? widget.propsSchema['properties'] : {});
  const names = [...new Set([...declared, ...Object.keys(defaults), ...Object.keys(props), ...Object.values(at).flatMap((o) => Object.keys(o))])];
  const chain = new Set(t.chain);
  const resolve = (p: string) => memo.resolve(ctx, p);
  const traced = t.breakpoints.map((b) => ({ breakpoint: b.name, values: resolvePropsTraced(defaults, props, at, t.breakpoints, b.name) }));
  const valueOf = (breakpoint: string, prop: string, tp: TracedProp | undefined): FieldValue => {
    if (!tp || tp.layer.from === 'default' || tp.pointer === undefined) return { breakpoint, value: tp?.value, from: 'default' };
    const r = resolve(`${pointer}${tp.pointer}`);
    const base = chain.has(r.file) && r.file !== t.file;
    const patched = r.pointer.startsWith('/patches/') && !r.pointer.startsWith('/patches/structure/');
    const from: ValueFrom = base ? 'base' : patched ? 'patch' : tp.layer.from;
    const out: FieldValue = { breakpoint, value: tp.value, from, source: memo.source(r.file, r.pointer) };
    if (tp.layer.from === 'at') out.atBreakpoint = tp.layer.breakpoint;
    return out;
  };
  const ownAt = (p: string) => resolve(p).file === t.file;
  return names.map((prop) => ({
    prop,
    values: traced.map(({ breakpoint, values }) => valueOf(breakpoint, prop, values.get(prop))),
    overridden: props[prop] !== undefined && ownAt(`${pointer}/props/${seg(prop)}`),
    overriddenAt: t.breakpoints.map((b) => b.name).filter((bp) => at[bp]?.[prop] !== undefined && ownAt(`${pointer}/at/${seg(bp)}/${seg(prop)}`)),
  }));
}

/**
 * Resolved pointers and located sources of one view: the cascade repeats a value at every breakpoint
 * above the one that set it, and resolving a pointer walks the template's chain, so each is done once.
 */
class Memo {
  private readonly resolved = new Map<string, { file: ConfigFile; pointer: string }>();
  private readonly sources = new Map<ConfigFile, Map<string, Source>>();

  resolve(ctx: TreeContext, pointer: string): { file: ConfigFile; pointer: string } {
    const key = `${ctx.kind}\0${pointer}`;
    let r = this.resolved.get(key);
    if (!r) this.resolved.set(key, (r = ctx.tree.origin.resolve(pointer)));
    return r;
  }

  source(file: ConfigFile, pointer: string): Source {
    let byPointer = this.sources.get(file);
    if (!byPointer) this.sources.set(file, (byPointer = new Map()));
    let s = byPointer.get(pointer);
    if (!s) byPointer.set(pointer, (s = sourceAt(file, pointer, true)));
    return s;
  }
}

function outline(view: ViewContext, ctx: TreeContext, node: Json, rel: string, memo: Memo): OutlineNode {
  const pointer = `${ctx.tree.rootPointer}${rel}`;
  const where = memo.resolve(ctx, pointer);
  const widget = String(node['widget']);
  const out: OutlineNode = {
    key: nodeKey(ctx.kind === 'layouts' ? 'layout' : 'page', rel),
    widget,
    ...modeOf(view.t, where.file, node, ctx.kind),
    source: nodeSource(where.file, where.pointer),
    fields: widget === OUTLET ? [] : fieldsOf(view, ctx, node, pointer, memo),
    children: [],
  };
  if (typeof node['id'] === 'string') out.id = node['id'];
  if (isRecord(node['when'])) {
    out.when = node['when'] as When;
    if (out.mode === 'patch' && memo.resolve(ctx, `${pointer}/when`).file === view.t.file) out.whenPatched = true;
  }
  // the layout's Outlet: the page goes there (the view's pageRoot)
  if (widget === OUTLET && ctx.kind === 'layouts') return out;
  const children = node['children'];
  if (Array.isArray(children))
    children.forEach((c, i) => {
      if (isRecord(c) && typeof c['widget'] === 'string') out.children.push(outline(view, ctx, c, `${rel}/children/${i}`, memo));
    });
  return out;
}

function rootOf(view: ViewContext, ctx: TreeContext, memo: Memo): OutlineNode {
  const root = ctx.tree.root;
  if (!isRecord(root) || typeof root['widget'] !== 'string') {
    const file = ctx.tree.origin.owner(ctx.tree.rootPointer);
    throw new Error(`${ctx.kind === 'pages' ? 'page' : 'layout'} ${ctx.name} has no root node (${file.rel}): run config-lint`);
  }
  return outline(view, ctx, root, '', memo);
}

/** The layout and page of one template as it renders them, each node with how it is edited and each field with its provenance. */
export function pageViewOf(files: FileMap, template: string, page: string, version: number): PageView {
  const view = viewContext(files, template, page);
  const memo = new Memo();
  return {
    template,
    page,
    layout: view.layout.name,
    breakpoints: breakpointsOf(view.t),
    layoutRoot: rootOf(view, view.layout, memo),
    pageRoot: rootOf(view, view.pageTree, memo),
    version,
  };
}
