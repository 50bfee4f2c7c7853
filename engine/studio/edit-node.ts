import { isRecord } from '../../schemas/is-record.ts';
import { seg } from '../project/json-pointer.ts';
import type { Edit } from './contract.ts';
import { needsId, patchesPointer, suggestId, takenIds, Writer } from './edit-context.ts';
import { EditRefused } from './errors.ts';
import { ID_PATTERN } from './node-ids.ts';
import { locate, type LocatedNode, type ViewContext } from './view-context.ts';
import { widgetEntry } from './widgets.ts';

type NodeEdit = Extract<Edit, { op: 'setProp' | 'resetProp' | 'setWhen' | 'giveId' }>;

/** The breakpoint an edit names, checked against the template's; '' for none. */
function breakpointOf(view: ViewContext, breakpoint: string | undefined): string {
  if (breakpoint === undefined) return '';
  if (!view.t.breakpoints.some((b) => b.name === breakpoint))
    throw new EditRefused(`"${breakpoint}" is not a breakpoint of ${view.t.key} (${view.t.breakpoints.map((b) => b.name).join(', ')})`);
  return breakpoint;
}

/** The pointer below a node of a prop's value: `/props/<prop>`, or `/at/<bp>/<prop>` at a breakpoint. */
const valuePointer = (prop: string, bp: string) => (bp ? `/at/${seg(bp)}/${seg(prop)}` : `/props/${seg(prop)}`);

/**
 * Where this template writes a value of a node (`sub` below it: /props/x, /at/bp/x, /when): where it
 * already writes it; else in place in its own file; else in its node patch by id; a node it cannot
 * address is refused with the offer of an id.
 */
function ownPointer(view: ViewContext, n: LocatedNode, sub: string, what: string): string {
  const current = n.ctx.tree.origin.resolve(`${n.pointer}${sub}`);
  if (current.file === view.t.file && view.t.file.source.has(current.pointer)) return current.pointer;
  if (n.mode === 'own') return `${n.filePointer}${sub}`;
  if (n.mode === 'patch') return `${patchesPointer(n.ctx)}/${seg(String(n.node['id']))}${sub}`;
  throw needsId(view, n, what);
}

/** The value this template writes at `sub` of a node, if it writes one: where. */
function writtenHere(view: ViewContext, n: LocatedNode, sub: string): string | undefined {
  const r = n.ctx.tree.origin.resolve(`${n.pointer}${sub}`);
  return r.file === view.t.file && view.t.file.source.has(r.pointer) ? r.pointer : undefined;
}

function checkProp(n: LocatedNode, prop: string): void {
  const widget = widgetEntry(String(n.node['widget']));
  const declared = widget && isRecord(widget.propsSchema['properties']) ? widget.propsSchema['properties'] : undefined;
  if (widget && declared && widget.propsSchema['additionalProperties'] === false && !Object.hasOwn(declared, prop))
    throw new EditRefused(`${widget.name} has no prop "${prop}" (its props: ${Object.keys(declared).join(', ')})`);
}

/** setProp, resetProp, setWhen and giveId: edits of one node's fields. */
export function editNode(view: ViewContext, w: Writer, edit: NodeEdit): void {
  const n = locate(view, edit.node);
  const own = w.of(view.t.file);
  switch (edit.op) {
    case 'setProp': {
      checkProp(n, edit.prop);
      if (edit.value === undefined) throw new EditRefused('setProp needs a value (resetProp removes one)');
      const sub = valuePointer(edit.prop, breakpointOf(view, edit.breakpoint));
      own.set(ownPointer(view, n, sub, `cannot set ${edit.prop}`), edit.value);
      return;
    }
    case 'resetProp': {
      const bp = breakpointOf(view, edit.breakpoint);
      const at = writtenHere(view, n, valuePointer(edit.prop, bp));
      if (at === undefined)
        throw new EditRefused(`${view.t.key} does not set ${edit.prop}${bp ? ` at ${bp}` : ''} on ${n.key}: its value is inherited already`);
      own.removeAndPrune(at);
      return;
    }
    case 'setWhen': {
      if (edit.when !== null) {
        own.set(ownPointer(view, n, '/when', 'cannot set its visibility'), edit.when);
        return;
      }
      const at = writtenHere(view, n, '/when');
      if (at !== undefined) own.removeAndPrune(at);
      // a base's rule stays under a removed patch: `{}` shows the node to everyone (docs/operators.md)
      const inherited = n.file !== view.t.file && isRecord(w.of(n.file).at(`${n.filePointer}/when`));
      if (inherited) own.set(ownPointer(view, n, '/when', 'cannot show it to everyone'), {});
      return;
    }
    case 'giveId': {
      if (typeof n.node['id'] === 'string') throw new EditRefused(`${n.key} has an id already: "${n.node['id']}"`);
      // an empty id asks the model to choose one (the widget's name, made free)
      const id = edit.id === '' ? suggestId(view, n) : edit.id;
      if (!ID_PATTERN.test(id)) throw new EditRefused(`"${edit.id}" is not a node id: lowercase letters, digits and dashes, starting with a letter or digit`);
      if (takenIds(view, n.ctx).has(edit.id))
        throw new EditRefused(`id "${edit.id}" is taken in ${n.ctx.kind === 'pages' ? 'page' : 'layout'} ${n.ctx.name}: choose another`);
      // written where the node is (the base file), right after its widget name
      w.of(n.file).set(`${n.filePointer}/id`, id, 'widget');
      return;
    }
  }
}
