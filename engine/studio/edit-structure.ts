import { isRecord } from '../../schemas/is-record.ts';
import { OUTLET } from '../../schemas/outlet.ts';
import { seg } from '../project/json-pointer.ts';
import { patchesOf } from '../project/patched-tree.ts';
import type { Edit, Position } from './contract.ts';
import { needsId, opsPointer, patchesPointer, takenIds, type Writer } from './edit-context.ts';
import { EditRefused } from './errors.ts';
import type { JsonText } from './json-text.ts';
import { freeId, idsIn, kebab, withFreshIds } from './node-ids.ts';
import { locate, type Json, type LocatedNode, type TreeContext, type ViewContext } from './view-context.ts';
import { widgetEntry } from './widgets.ts';

type StructureEdit = Extract<Edit, { op: 'insert' | 'move' | 'duplicate' | 'remove' }>;

/** Where a node sits in an array of this template's own file: it can be moved or removed there in place. */
function arrayPlace(view: ViewContext, n: LocatedNode): { array: string; index: number } | undefined {
  if (n.file !== view.t.file) return undefined;
  const m = /^(.*\/children)\/(\d+)$/.exec(n.filePointer);
  return m ? { array: m[1] ?? '', index: Number(m[2]) } : undefined;
}

/** The index of this template's op that inserted the node, when it is the top of an insert. */
function insertedBy(view: ViewContext, n: LocatedNode): number | undefined {
  if (n.file !== view.t.file) return undefined;
  const prefix = `${opsPointer(n.ctx)}/`;
  if (!n.filePointer.startsWith(prefix) || !n.filePointer.endsWith('/insert')) return undefined;
  const index = n.filePointer.slice(prefix.length, -'/insert'.length);
  return /^\d+$/.test(index) ? Number(index) : undefined;
}

/** A place in an own array of the template's file for a node put at `position` of `target`; none when the target is not the template's own. */
function destination(view: ViewContext, own: JsonText, target: LocatedNode, position: Position): { array: string; index: number; create: boolean } | undefined {
  if (position === 'before' || position === 'after') {
    const place = arrayPlace(view, target);
    return place && { array: place.array, index: place.index + (position === 'after' ? 1 : 0), create: false };
  }
  if (target.file !== view.t.file) return undefined;
  const array = `${target.filePointer}/children`;
  const children = own.at(array);
  if (Array.isArray(children)) return { array, index: position === 'firstIn' ? 0 : children.length, create: false };
  // the node has children from elsewhere (a base's merged under it): not in place
  return Array.isArray(target.node['children']) && target.node['children'].length > 0 ? undefined : { array, index: 0, create: true };
}

function checkPlace(view: ViewContext, target: LocatedNode, position: Position): void {
  if ((position === 'before' || position === 'after') && target.rel === '')
    throw new EditRefused(`${target.key} is the root of the ${target.ctx.kind === 'pages' ? 'page' : 'layout'}: nothing goes beside it`);
  if (position === 'firstIn' || position === 'lastIn') {
    const widget = String(target.node['widget']);
    if (widget === OUTLET) throw new EditRefused(`the Outlet holds the page: put the node in the page instead`);
    if (widgetEntry(widget)?.container === false) throw new EditRefused(`${widget} does not render children: put the node before or after it`);
  }
}

/** The id a structural op names the target by, or the offer to give it one. */
function anchorId(view: ViewContext, target: LocatedNode, what: string): string {
  if (typeof target.node['id'] === 'string') return target.node['id'];
  throw needsId(view, target, what);
}

/**
 * Where an op puts a node: at `position` of the target by its id; into a target without one (a
 * family page's root has none on purpose) before its first child or after its last, when that child has an id.
 */
function opPlace(view: ViewContext, target: LocatedNode, position: Position, what: string): Json {
  if (typeof target.node['id'] !== 'string' && (position === 'firstIn' || position === 'lastIn')) {
    const children = Array.isArray(target.node['children']) ? target.node['children'] : [];
    const edge: unknown = position === 'firstIn' ? children[0] : children[children.length - 1];
    if (isRecord(edge) && typeof edge['id'] === 'string') return position === 'firstIn' ? { before: edge['id'] } : { after: edge['id'] };
  }
  return { [position]: anchorId(view, target, what) };
}

/** Adds an op to the template's list of this tree (its own list; a base's list is repeated first: an array merges whole). */
function appendOp(view: ViewContext, own: JsonText, ctx: TreeContext, op: Json): void {
  const pointer = opsPointer(ctx);
  const list = own.at(pointer);
  if (Array.isArray(list)) own.insert(pointer, list.length, op);
  else own.set(pointer, [...(patchesOf(view.t.merged, ctx.kind, ctx.name).ops ?? []), op]);
}

/** Removes this template's node patches and moves of the given ids (a patch of a removed node is an error). */
function forget(own: JsonText, ctx: TreeContext, ids: Set<string>): void {
  const list = own.at(opsPointer(ctx));
  if (Array.isArray(list))
    for (let i = list.length - 1; i >= 0; i--) {
      const op: unknown = list[i];
      if (isRecord(op) && typeof op['move'] === 'string' && ids.has(op['move'])) own.removeAndPrune(`${opsPointer(ctx)}/${i}`);
    }
  for (const id of ids) if (own.has(`${patchesPointer(ctx)}/${seg(id)}`)) own.removeAndPrune(`${patchesPointer(ctx)}/${seg(id)}`);
}

/** A pointer after the element `index` of `array` was removed: a later sibling (or a node inside one) moved up by one. */
function shifted(pointer: string, array: string, index: number): string {
  if (!pointer.startsWith(`${array}/`)) return pointer;
  const rest = pointer.slice(array.length + 1);
  const [first = '', ...tail] = rest.split('/');
  const i = Number(first);
  return i > index ? [`${array}/${i - 1}`, ...tail].join('/') : pointer;
}

function put(own: JsonText, dst: { array: string; index: number; create: boolean }, value: unknown): void {
  if (dst.create) own.set(dst.array, [value]);
  else own.insert(dst.array, dst.index, value);
}

/**
 * insert, move, duplicate and remove. In the template's own tree they edit its arrays in place; in
 * a tree it inherits (a shared page or layout, a base template's page) they become structural ops
 * by node id in its `patches.structure` (docs/operators.md "Structural patches"), never a copy of
 * the tree. Returns the id of a node it creates.
 */
export function editStructure(view: ViewContext, w: Writer, edit: StructureEdit): { id?: string; ctx: TreeContext } {
  const own = w.of(view.t.file);
  switch (edit.op) {
    case 'insert': {
      const entry = widgetEntry(edit.widget);
      if (!entry) throw new EditRefused(`no widget "${edit.widget}" in the registry`);
      const target = locate(view, edit.target);
      checkPlace(view, target, edit.position);
      const id = freeId(kebab(edit.widget), takenIds(view, target.ctx));
      // a widget's required props start from its defaults; the rest stay unset, so they follow the defaults
      const required = Array.isArray(entry.propsSchema['required']) ? entry.propsSchema['required'].filter((k): k is string => typeof k === 'string') : [];
      const props: Json = { ...Object.fromEntries(required.flatMap((k) => (entry.defaults[k] !== undefined ? [[k, entry.defaults[k]]] : []))), ...edit.props };
      const node: Json = { widget: edit.widget, id, ...(Object.keys(props).length ? { props } : {}) };
      const dst = destination(view, own, target, edit.position);
      if (dst) put(own, dst, node);
      else appendOp(view, own, target.ctx, { insert: node, ...opPlace(view, target, edit.position, `cannot insert ${edit.position} it`) });
      return { id, ctx: target.ctx };
    }
    case 'move': {
      const n = locate(view, edit.node);
      const target = locate(view, edit.target);
      if (n.ctx !== target.ctx) throw new EditRefused('a node moves within its tree: the layout and the page are separate trees');
      if (n.rel === '') throw new EditRefused(`${n.key} is the root: it cannot move`);
      if (target.rel === n.rel || target.rel.startsWith(`${n.rel}/`)) throw new EditRefused(`${target.key} is inside ${n.key}: a node cannot move into itself`);
      checkPlace(view, target, edit.position);
      const src = arrayPlace(view, n);
      const dst = destination(view, own, target, edit.position);
      if (src && dst) {
        const value = own.at(n.filePointer);
        own.remove(n.filePointer);
        const index = dst.array === src.array && dst.index > src.index ? dst.index - 1 : dst.index;
        put(own, { ...dst, array: shifted(dst.array, src.array, src.index), index }, value);
        return { ctx: n.ctx };
      }
      const place = opPlace(view, target, edit.position, `cannot move ${n.key} ${edit.position} it`);
      const inserted = insertedBy(view, n);
      const list = own.at(opsPointer(n.ctx));
      if (inserted !== undefined) {
        // a node this template inserted moves by changing where its insert puts it
        own.set(`${opsPointer(n.ctx)}/${inserted}`, { insert: own.at(n.filePointer), ...place });
        return { ctx: n.ctx };
      }
      if (typeof n.node['id'] !== 'string') throw needsId(view, n, 'cannot move it');
      const id = n.node['id'];
      const earlier = Array.isArray(list) ? list.findIndex((op: unknown) => isRecord(op) && op['move'] === id) : -1;
      // one move per node: a second move of it replaces the first, last in the list (its anchor may be a node a later op inserts)
      if (earlier >= 0) own.remove(`${opsPointer(n.ctx)}/${earlier}`);
      appendOp(view, own, n.ctx, { move: id, ...place });
      return { ctx: n.ctx };
    }
    case 'duplicate': {
      const n = locate(view, edit.node);
      if (n.rel === '') throw new EditRefused(`${n.key} is the root: it has no place for a copy beside it`);
      if (n.node['widget'] === OUTLET) throw new EditRefused('a layout has one Outlet');
      const taken = takenIds(view, n.ctx);
      const copy = withFreshIds(n.node, taken) as Json;
      if (typeof copy['id'] !== 'string') copy['id'] = freeId(kebab(String(n.node['widget'])), taken);
      const id = String(copy['id']);
      const src = arrayPlace(view, n);
      if (src) own.insert(src.array, src.index + 1, copy);
      else appendOp(view, own, n.ctx, { insert: copy, after: anchorId(view, n, 'cannot put a copy after it') });
      return { id, ctx: n.ctx };
    }
    case 'remove': {
      const n = locate(view, edit.node);
      if (n.rel === '') throw new EditRefused(`${n.key} is the root: it cannot be removed`);
      if (n.node['widget'] === OUTLET) throw new EditRefused('the Outlet holds the page: a layout cannot lose it');
      const ids = idsIn(n.node);
      const inserted = insertedBy(view, n);
      const src = arrayPlace(view, n);
      if (inserted !== undefined) own.removeAndPrune(`${opsPointer(n.ctx)}/${inserted}`);
      else if (src) own.remove(n.filePointer);
      else if (typeof n.node['id'] === 'string') {
        forget(own, n.ctx, ids);
        appendOp(view, own, n.ctx, { remove: n.node['id'] });
        return { ctx: n.ctx };
      } else throw needsId(view, n, 'cannot remove it');
      forget(own, n.ctx, ids);
      return { ctx: n.ctx };
    }
  }
}
