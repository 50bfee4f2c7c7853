import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDirLabel, loadProject, type Project } from './project.ts';
import { mostlyShared, smallestStructurePatch } from './smallest-structure-patch.ts';
import { formatJson } from '../migrate/migrate.ts';
import { CURRENT_VERSION } from '../migrate/version.ts';
import type { Json, JsonObject } from '../migrate/types.ts';
import { isRecord } from '../../schemas/is-record.ts';
import { isTemplateKey } from '../../schemas/template-key.ts';

export class CloneError extends Error {}

export interface CloneOptions {
  root?: string;
  /** the config directory when it is not `<root>/site-configs` (CONFIG_DIR) */
  configDir?: string;
  from: string;
  to: string;
  /** write the fully resolved template instead of `extends` + patch */
  flatten?: boolean;
  /** the clone's layout, templateN; default: the source's */
  layout?: string;
  /** replace an existing file */
  force?: boolean;
}

export interface CloneResult {
  path: string;
  doc: JsonObject;
  layout: string;
  schemeNames: string[];
}

const SCHEMA = '../../schemas/generated/template.schema.json';

/** "slot10" → "Slot 10", the label style of the shipped templates. */
export function labelFor(key: string): string {
  const m = /^([a-z]+)([0-9]+)$/.exec(key);
  if (!m) return key;
  const [, word = '', n = ''] = m;
  return `${word.charAt(0).toUpperCase()}${word.slice(1)} ${n}`;
}

function layoutNumber(layout: string): string | undefined {
  return /^template(\d+)$/.exec(layout)?.[1];
}

/** The colour schemes renamed to the target layout's number: color{M}-k → color{N}-k. */
export function renameSchemes(schemes: JsonObject, n: string): JsonObject {
  const out: JsonObject = {};
  for (const [name, scheme] of Object.entries(schemes)) {
    out[name.replace(/^color\d+-/, `color${n}-`)] = scheme;
  }
  return out;
}

export function cloneTemplate(options: CloneOptions): CloneResult {
  const project: Project = loadProject(options.root, [], undefined, undefined, options.configDir);
  const { doc, layout, schemeNames } = cloneDoc(project, options);
  const path = join(project.paths.configDir, 'templates', `${options.to}.json`);
  if (existsSync(path) && !options.force) throw new CloneError(`${configDirLabel(project)}/templates/${options.to}.json exists (use --force to replace it)`);
  writeFileSync(path, formatJson(doc));
  return { path, doc, layout, schemeNames };
}

/**
 * The new template's document, from a loaded project (on disk or a config set in memory: the studio's
 * "new brand"): `extends` the source with only what must differ (label, layout, renamed schemes), or
 * with `flatten` the resolved template with shared pages as patches.
 */
export function cloneDoc(project: Project, options: Omit<CloneOptions, 'root' | 'configDir' | 'force'>): Omit<CloneResult, 'path'> {
  const { from, to } = options;
  if (!isTemplateKey(to)) throw new CloneError(`"${to}" is not a template key: lowercase letters then digits, e.g. slot10`);
  const dir = configDirLabel(project);
  const source = project.templates.get(from);
  if (!source) throw new CloneError(`no template "${from}" in ${dir}/templates/ (have: ${[...project.templates.keys()].join(', ')})`);
  if (!source.merged) throw new CloneError(`template "${from}" does not resolve (its extends chain is broken): run config-lint`);

  const merged = source.merged as JsonObject;
  const sourceLayout = typeof merged['layout'] === 'string' ? merged['layout'] : '';
  const layout = options.layout ?? sourceLayout;
  if (options.layout !== undefined && !project.layouts.has(layout)) {
    throw new CloneError(`no layout "${layout}" in ${dir}/layouts/`);
  }
  const n = layoutNumber(layout);
  const m = layoutNumber(sourceLayout);
  const schemes = (merged['schemes'] ?? {}) as JsonObject;
  const renamed = n && n !== m ? renameSchemes(schemes, n) : schemes;
  const header: JsonObject = { $schema: SCHEMA, version: CURRENT_VERSION, key: to };
  let doc: JsonObject;
  if (options.flatten) {
    // the resolved template in the shipped files' key order, with nothing left to inherit
    const { $schema: _s, version: _v, key: _k, extends: _e, label: _l, layout: _lay, schemes: _sch, ...rest } = merged;
    doc = { ...header, ...pick(merged, ['family']), label: labelFor(to), layout, ...pick(rest, ['breakpoints']), schemes: renamed, ...rest };
    const smallest = asPatches(project, rest);
    for (const k of ['pages', 'patches'] as const) {
      const v = smallest[k];
      if (v) doc[k] = v;
      else delete doc[k];
    }
  } else {
    doc = { ...header, extends: from, label: labelFor(to) };
    if (layout !== sourceLayout) doc['layout'] = layout;
    // a new scheme number: drop the inherited names (null deletes in a merge patch), add the renamed ones
    if (renamed !== schemes) {
      const patch: JsonObject = {};
      for (const name of Object.keys(schemes)) if (!(name in renamed)) patch[name] = null;
      Object.assign(patch, renamed);
      doc['schemes'] = patch;
    }
  }
  return { doc, layout, schemeNames: Object.keys(renamed) };
}

/** Two patches of one node, the second applied after the first. */
function combine(first: JsonObject, second: JsonObject): JsonObject {
  const out: JsonObject = { ...first, ...second };
  if (isRecord(first['props']) || isRecord(second['props']))
    out['props'] = { ...(isRecord(first['props']) ? first['props'] : {}), ...(isRecord(second['props']) ? second['props'] : {}) };
  const a = isRecord(first['at']) ? first['at'] : {};
  const b = isRecord(second['at']) ? second['at'] : {};
  if (Object.keys(a).length || Object.keys(b).length) {
    const at: JsonObject = { ...a };
    for (const [bp, v] of Object.entries(b)) at[bp] = { ...(isRecord(a[bp]) ? a[bp] : {}), ...(isRecord(v) ? v : {}) };
    out['at'] = at;
  }
  return out;
}

/**
 * The smallest override a flattened clone can write: a page that mostly follows the shared page,
 * differing in props, at or when of nodes with an id and in nodes inserted, moved or removed by id,
 * becomes structural ops and node patches (before any it already had, which applied to the copy).
 */
function asPatches(project: Project, doc: JsonObject): { pages?: JsonObject; patches?: JsonObject } {
  const pages: JsonObject = isRecord(doc['pages']) ? { ...doc['pages'] } : {};
  const patches: JsonObject = isRecord(doc['patches']) ? { ...doc['patches'] } : {};
  const pagePatches: JsonObject = isRecord(patches['pages']) ? { ...patches['pages'] } : {};
  const structure: JsonObject = isRecord(patches['structure']) ? { ...patches['structure'] } : {};
  const pageOps: JsonObject = isRecord(structure['pages']) ? { ...structure['pages'] } : {};
  for (const [name, page] of Object.entries(pages)) {
    const shared = project.pages.get(name);
    if (!shared || !isRecord(page) || Object.keys(page).some((k) => k !== 'root')) continue;
    const found = smallestStructurePatch(shared.data?.['root'], page['root']);
    if (!found || !mostlyShared(found, page['root'])) continue;
    const patch = found.patches;
    delete pages[name];
    const laterOps = pageOps[name];
    const ops = [...(found.ops as Json[]), ...(Array.isArray(laterOps) ? laterOps : [])];
    if (ops.length) pageOps[name] = ops;
    const later = isRecord(pagePatches[name]) ? pagePatches[name] : {};
    const byId: JsonObject = { ...(patch as JsonObject) };
    for (const [id, p] of Object.entries(later)) byId[id] = combine(isRecord(byId[id]) ? byId[id] : {}, isRecord(p) ? p : {});
    if (Object.keys(byId).length) pagePatches[name] = byId;
  }
  if (Object.keys(pagePatches).length) patches['pages'] = pagePatches;
  if (Object.keys(pageOps).length) patches['structure'] = { ...structure, pages: pageOps };
  const out: { pages?: JsonObject; patches?: JsonObject } = {};
  if (Object.keys(pages).length) out.pages = pages;
  if (Object.keys(patches).length) out.patches = patches;
  return out;
}

function pick(o: JsonObject, keys: string[]): JsonObject {
  const out: JsonObject = {};
  for (const k of keys) {
    const v: Json | undefined = o[k];
    if (v !== undefined) out[k] = v;
  }
  return out;
}
