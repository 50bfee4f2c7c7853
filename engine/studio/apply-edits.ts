import { isRecord } from '../../schemas/is-record.ts';
import { CloneError, cloneDoc } from '../project/clone-template.ts';
import { formatJson } from '../migrate/migrate.ts';
import type { JsonObject } from '../migrate/types.ts';
import { parsePointer } from '../project/json-pointer.ts';
import type { Edit, EditRefusal, FileMap } from './contract.ts';
import { Writer } from './edit-context.ts';
import { editNode } from './edit-node.ts';
import { editStructure } from './edit-structure.ts';
import { EditRefused, StudioInputError } from './errors.ts';
import { mapPath, projectOf } from './project-of.ts';
import { nodeKey, viewContext, type TreeContext } from './view-context.ts';

export type ApplyResult = { ok: true; files: FileMap; created?: string } | { ok: false; refusal: EditRefusal };

/** The key of the node with `id` in a tree as the new files render it. */
function keyOfId(files: FileMap, template: string, page: string, ctx: TreeContext, id: string): string | undefined {
  const view = viewContext(files, template, page);
  const tree = ctx.kind === 'layouts' ? view.layout : view.pageTree;
  const find = (node: unknown, rel: string): string | undefined => {
    if (!isRecord(node)) return undefined;
    if (node['id'] === id) return rel;
    const children = Array.isArray(node['children']) ? node['children'] : [];
    for (let i = 0; i < children.length; i++) {
      const hit = find(children[i], `${rel}/children/${i}`);
      if (hit !== undefined) return hit;
    }
    return undefined;
  };
  const rel = find(tree.tree.root, '');
  return rel === undefined ? undefined : nodeKey(ctx.kind === 'layouts' ? 'layout' : 'page', rel);
}

/** setTemplate: a field of the template's own file by pointer (parents created), or its removal. */
function setTemplate(files: FileMap, edit: Extract<Edit, { op: 'setTemplate' }>): FileMap {
  const t = projectOf(files).templates.get(edit.template);
  if (!t) throw new EditRefused(`no template "${edit.template}"`);
  const segs = parsePointer(edit.pointer);
  if (!edit.pointer.startsWith('/') || segs.length === 0) throw new EditRefused(`"${edit.pointer}" is not a pointer to a field of the template (e.g. /label)`);
  if (edit.pointer === '/key' || edit.pointer === '/$schema' || edit.pointer === '/version')
    throw new EditRefused(`${edit.pointer} is the file's identity: it is not edited (clone the template for a new key)`);
  const w = new Writer(files);
  const own = w.of(t.file);
  if (edit.value === undefined) {
    if (own.has(edit.pointer)) own.remove(edit.pointer);
  } else own.set(edit.pointer, edit.value);
  return w.result();
}

/** cloneTemplate: a new template file extending `from` with only what must differ (clone-template's logic). */
function cloneTemplate(files: FileMap, edit: Extract<Edit, { op: 'cloneTemplate' }>): { files: FileMap; created: string } {
  const project = projectOf(files);
  let doc: JsonObject;
  try {
    doc = cloneDoc(project, { from: edit.from, to: edit.key, ...(edit.layout ? { layout: edit.layout } : {}) }).doc;
  } catch (e) {
    if (e instanceof CloneError) throw new EditRefused(e.message);
    throw e;
  }
  if (edit.label !== undefined) doc['label'] = edit.label;
  const path = `templates/${edit.key}.json`;
  const taken = [...project.templates.values()].find((t) => t.key === edit.key || mapPath(t.file.rel) === path);
  if (taken) throw new EditRefused(`template "${edit.key}" exists already (${mapPath(taken.file.rel)})`);
  const w = new Writer(files);
  w.create(path, formatJson(doc));
  return { files: w.result(), created: edit.key };
}

function applyOne(files: FileMap, edit: Edit): { files: FileMap; created?: string } {
  switch (edit.op) {
    case 'setTemplate':
      return { files: setTemplate(files, edit) };
    case 'cloneTemplate':
      return cloneTemplate(files, edit);
    case 'setProp':
    case 'resetProp':
    case 'setWhen':
    case 'giveId': {
      const view = viewContext(files, edit.template, edit.page);
      const w = new Writer(files);
      editNode(view, w, edit);
      return { files: w.result() };
    }
    case 'insert':
    case 'move':
    case 'duplicate':
    case 'remove': {
      const view = viewContext(files, edit.template, edit.page);
      const w = new Writer(files);
      const { id, ctx } = editStructure(view, w, edit);
      const out = w.result();
      const created = id === undefined ? undefined : keyOfId(out, edit.template, edit.page, ctx, id);
      return created === undefined ? { files: out } : { files: out, created };
    }
  }
}

/**
 * The edits applied in order to a copy of the files, all or none: the first that cannot be made
 * refuses the lot, naming its index and why. Node keys of each edit are read in the view of the files
 * as the edits before it left them. Every changed file still parses; lint is the caller's (the server
 * lints the result).
 */
export function applyEdits(files: FileMap, edits: readonly Edit[]): ApplyResult {
  let current: FileMap = files;
  let created: string | undefined;
  for (const [index, edit] of edits.entries()) {
    try {
      const r = applyOne(current, edit);
      current = r.files;
      if (r.created !== undefined) created = r.created;
    } catch (e) {
      if (e instanceof EditRefused || e instanceof StudioInputError) return { ok: false, refusal: { code: 'editRefused', message: e.message, edit: index } };
      throw e;
    }
  }
  return created === undefined ? { ok: true, files: current } : { ok: true, files: current, created };
}
