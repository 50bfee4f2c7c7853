/**
 * A config set held as files, read the way the server renders it (src/config): each template merged
 * down its `extends` chain, its route table, and each page or layout as it renders it (its own page or
 * the shared file, structural ops then node patches applied). The diff compares two of these; it
 * reads unvalidated drafts, so anything malformed reads as absent rather than throwing.
 */
import { isRecord } from '../../schemas/is-record.ts';
import type { Node } from '../../schemas/node.ts';
import { DEFAULT_BREAKPOINTS } from '../../src/config/defaults.ts';
import { applyNodePatches, type NodePatches } from '../../src/config/node-patch.ts';
import { extendsChain, mergeChain } from '../../src/config/resolve-template.ts';
import { applyStructure, type StructuralOp } from '../../src/config/structure-patch.ts';
import type { Breakpoint } from '../../src/render/types.ts';

export type JsonRecord = Record<string, unknown>;
export type TreeKind = 'pages' | 'layouts';

export interface RouteEntry {
  page: string;
  guard: unknown;
  layout?: string;
}

export interface ResolvedTemplate {
  key: string;
  /** the paths of the chain's files, most derived first */
  files: string[];
  merged: JsonRecord;
  breakpoints: Breakpoint[];
}

const FILE = /^(templates|pages|layouts)\/([^/]+)\.json$/;

function parseRecord(text: string): JsonRecord | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

const record = (value: unknown): JsonRecord => (isRecord(value) ? value : {});

type DocKind = 'templates' | TreeKind;

/** The files of one kind by name, each parsed when first read: a diff reads few of them. */
class Docs {
  private readonly texts = new Map<string, string>();
  private readonly parsed = new Map<string, JsonRecord | undefined>();

  add(name: string, text: string): void {
    this.texts.set(name, text);
  }

  names(): string[] {
    return [...this.texts.keys()];
  }

  get(name: string): JsonRecord | undefined {
    if (!this.parsed.has(name)) this.parsed.set(name, this.texts.has(name) ? parseRecord(this.texts.get(name)!) : undefined);
    return this.parsed.get(name);
  }
}

export class ConfigSet {
  private readonly docs: Record<DocKind, Docs> = { templates: new Docs(), pages: new Docs(), layouts: new Docs() };
  private readonly resolved = new Map<string, ResolvedTemplate | undefined>();
  readonly routes: JsonRecord | undefined;

  constructor(files: Readonly<Record<string, string>>) {
    for (const [path, text] of Object.entries(files)) {
      const m = FILE.exec(path);
      if (m) this.docs[m[1] as DocKind].add(m[2]!, text);
    }
    this.routes = files['routes.json'] === undefined ? undefined : parseRecord(files['routes.json']);
  }

  /** Template keys a site may wear: `_name` files are family bases. */
  concreteTemplates(): string[] {
    return this.docs.templates.names().filter((key) => !key.startsWith('_'));
  }

  /** The template merged down its chain; undefined when the file is absent or its chain broken. */
  template(key: string): ResolvedTemplate | undefined {
    if (this.resolved.has(key)) return this.resolved.get(key);
    const doc = this.docs.templates.get(key);
    let out: ResolvedTemplate | undefined;
    if (doc) {
      // one entry per key: the walk finds a cycle by identity
      const entries = new Map<string, { key: string; doc: JsonRecord } | undefined>();
      const entry = (k: string) => {
        if (!entries.has(k)) {
          const d = this.docs.templates.get(k);
          entries.set(k, d ? { key: k, doc: d } : undefined);
        }
        return entries.get(k);
      };
      const { chain, broken } = extendsChain(entry(key)!, ({ doc: d }) => d['extends'], entry);
      if (!broken) {
        const merged = mergeChain(chain.map((c) => c.doc));
        out = { key, files: chain.map((c) => `templates/${c.key}.json`), merged, breakpoints: breakpointsOf(merged['breakpoints']) };
      }
    }
    this.resolved.set(key, out);
    return out;
  }

  /** The routes a template's sites have, by path: the shared ones it does not hide or take over, then its own (src/config/route-table.ts). */
  routeTable(t: ResolvedTemplate): Map<string, RouteEntry> {
    const own = record(t.merged['routes']);
    const table = new Map<string, RouteEntry>();
    const list = this.routes?.['routes'];
    for (const r of Array.isArray(list) ? list : []) {
      if (!isRecord(r) || typeof r['path'] !== 'string' || Object.hasOwn(own, r['path'])) continue;
      const entry = routeEntry(r);
      if (entry) table.set(r['path'], entry);
    }
    for (const [path, r] of Object.entries(own)) {
      const entry = isRecord(r) && r['hidden'] !== true ? routeEntry(r) : undefined;
      if (entry) table.set(path, entry);
    }
    return table;
  }

  /** The page and layout names a template's sites render, and those its patches or own pages name. */
  treeNames(t: ResolvedTemplate): Record<TreeKind, Set<string>> {
    const routes = [...this.routeTable(t)];
    const patches = record(t.merged['patches']);
    const structure = record(patches['structure']);
    const layout = typeof t.merged['layout'] === 'string' ? [t.merged['layout']] : [];
    return {
      pages: new Set([
        ...routes.map(([, r]) => r.page),
        ...Object.keys(record(t.merged['pages'])),
        ...Object.keys(record(patches['pages'])),
        ...Object.keys(record(structure['pages'])),
      ]),
      layouts: new Set([
        ...layout,
        // §2: /minigame always renders in the minigame layout
        ...routes.flatMap(([path, r]) => (path === '/minigame' ? ['minigame'] : r.layout ? [r.layout] : [])),
        ...Object.keys(record(patches['layouts'])),
        ...Object.keys(record(structure['layouts'])),
      ]),
    };
  }

  /** Whether the template renders its own copy of a page (else the shared file). */
  ownsPage(t: ResolvedTemplate, name: string): boolean {
    return isRecord(record(t.merged['pages'])[name]);
  }

  /** The tree a template renders for a page or layout name, patches applied; undefined when there is none. */
  renderedTree(t: ResolvedTemplate, kind: TreeKind, name: string): Node | undefined {
    const own = kind === 'pages' ? record(t.merged['pages'])[name] : undefined;
    const source = isRecord(own) ? own : this.docs[kind].get(name);
    const root = source?.['root'];
    if (!isRecord(root) || typeof root['widget'] !== 'string') return undefined;
    const patches = record(t.merged['patches']);
    const nodes = record(patches[kind])[name];
    const ops = record(record(patches['structure'])[kind])[name];
    const structured = applyStructure(root as unknown as Node, Array.isArray(ops) ? (ops.filter(isRecord) as unknown as StructuralOp[]) : undefined);
    return applyNodePatches(structured.root, isRecord(nodes) ? (nodes as NodePatches) : undefined).root;
  }
}

function routeEntry(r: JsonRecord): RouteEntry | undefined {
  if (typeof r['page'] !== 'string') return undefined;
  return { page: r['page'], guard: r['guard'], ...(typeof r['layout'] === 'string' ? { layout: r['layout'] } : {}) };
}

function breakpointsOf(value: unknown): Breakpoint[] {
  if (!isRecord(value)) return DEFAULT_BREAKPOINTS;
  const list = Object.entries(value).flatMap(([name, width]) => (typeof width === 'number' ? [{ name, width }] : []));
  return list.sort((a, b) => a.width - b.width);
}
