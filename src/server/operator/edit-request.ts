/**
 * `POST /api/drafts/:id/edits`: the body read into the contract's EditRequest (engine/studio/contract.ts),
 * every field of every edit checked for its type, so the model only ever sees edits of the right
 * shape; what an edit means for the files (an unknown node, a move into itself) is the model's to refuse.
 */
import { isRecord } from '../../../schemas/is-record.ts';
import { badRequest } from './http.ts';
import type { Edit, EditRequest, Position, When } from './studio-tools.ts';

/** More edits than an operator makes between two autosaves; a larger batch is refused, not applied. */
export const MAX_EDITS = 200;
const MAX_TEXT = 300;
const POSITIONS: readonly Position[] = ['before', 'after', 'firstIn', 'lastIn'];
const AUTH: readonly NonNullable<When['auth']>[] = ['player', 'guest'];
const FLAG = /^!?[a-z_]+$/;

type Fields = Record<string, unknown>;

const isPosition = (value: unknown): value is Position => POSITIONS.some((p) => p === value);
const isAuth = (value: unknown): value is NonNullable<When['auth']> => AUTH.some((a) => a === value);

/** One edit's fields, read with the edit's index in every message. */
function reader(edit: Fields, index: number) {
  const where = (name: string) => `edits[${index}].${name}`;
  const text = (name: string): string => {
    const value = edit[name];
    if (typeof value !== 'string' || value === '' || value.length > MAX_TEXT)
      throw badRequest(`${where(name)} must be a non-empty string of at most ${MAX_TEXT} characters`, { field: where(name) });
    return value;
  };
  const optionalText = (name: string): string | undefined => (edit[name] === undefined ? undefined : text(name));
  return {
    text,
    optionalText,
    position(): Position {
      const value = edit['position'];
      if (!isPosition(value)) throw badRequest(`${where('position')} must be one of ${POSITIONS.join(', ')}`, { field: where('position') });
      return value;
    },
    props(): Record<string, unknown> | undefined {
      const value = edit['props'];
      if (value === undefined) return undefined;
      if (!isRecord(value)) throw badRequest(`${where('props')} must be an object`, { field: where('props') });
      return value;
    },
    when(): When | null {
      const value = edit['when'];
      if (value === null) return null;
      const extra = isRecord(value) ? Object.keys(value).find((k) => k !== 'auth' && k !== 'flag') : undefined;
      if (!isRecord(value) || extra !== undefined) throw badRequest(`${where('when')} must be null or { auth?, flag? }`, { field: where('when') });
      const { auth, flag } = value;
      if (auth !== undefined && !isAuth(auth)) throw badRequest(`${where('when.auth')} must be "player" or "guest"`, { field: where('when') });
      if (flag !== undefined && (typeof flag !== 'string' || !FLAG.test(flag)))
        throw badRequest(`${where('when.flag')} must be a flag name (a-z and _, "!" to negate)`, { field: where('when') });
      return { ...(auth !== undefined ? { auth } : {}), ...(typeof flag === 'string' ? { flag } : {}) };
    },
  };
}

function editOf(value: unknown, index: number): Edit {
  if (!isRecord(value)) throw badRequest(`edits[${index}] must be an object`, { field: `edits[${index}]` });
  const r = reader(value, index);
  const op = value['op'];
  // every edit but a clone names the template it edits
  const template = op === 'cloneTemplate' ? '' : r.text('template');
  const breakpoint = r.optionalText('breakpoint');
  const at = breakpoint === undefined ? {} : { breakpoint };
  switch (op) {
    case 'setProp':
      if (!('value' in value)) throw badRequest(`edits[${index}].value is required`, { field: `edits[${index}].value` });
      return { op, template, page: r.text('page'), node: r.text('node'), prop: r.text('prop'), value: value['value'], ...at };
    case 'resetProp':
      return { op, template, page: r.text('page'), node: r.text('node'), prop: r.text('prop'), ...at };
    case 'setWhen':
      return { op, template, page: r.text('page'), node: r.text('node'), when: r.when() };
    case 'insert': {
      const props = r.props();
      return {
        op,
        template,
        page: r.text('page'),
        widget: r.text('widget'),
        target: r.text('target'),
        position: r.position(),
        ...(props === undefined ? {} : { props }),
      };
    }
    case 'move':
      return { op, template, page: r.text('page'), node: r.text('node'), target: r.text('target'), position: r.position() };
    case 'duplicate':
    case 'remove':
      return { op, template, page: r.text('page'), node: r.text('node') };
    case 'giveId': {
      // an empty id asks the model for a free one made from the widget's name
      const id = value['id'];
      if (typeof id !== 'string' || id.length > MAX_TEXT)
        throw badRequest(`edits[${index}].id must be a string (empty: choose one)`, { field: `edits[${index}].id` });
      return { op, template, page: r.text('page'), node: r.text('node'), id };
    }
    case 'setTemplate':
      return { op, template, pointer: r.text('pointer'), ...(value['value'] === undefined ? {} : { value: value['value'] }) };
    case 'cloneTemplate': {
      const label = r.optionalText('label');
      const layout = r.optionalText('layout');
      return { op, from: r.text('from'), key: r.text('key'), ...(label === undefined ? {} : { label }), ...(layout === undefined ? {} : { layout }) };
    }
    default:
      throw badRequest(`edits[${index}].op must be one of setProp, resetProp, setWhen, insert, move, duplicate, remove, giveId, setTemplate, cloneTemplate`, {
        field: `edits[${index}].op`,
      });
  }
}

/** The request an edits body makes, or a 400 naming the first field that is wrong. */
export function editRequestOf(body: Fields): EditRequest {
  const version = body['version'];
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw badRequest('version (the draft version these edits were made on) is required', { field: 'version' });
  const edits = body['edits'];
  if (!Array.isArray(edits) || edits.length === 0) throw badRequest('edits must be a non-empty list of edits', { field: 'edits' });
  if (edits.length > MAX_EDITS) throw badRequest(`at most ${MAX_EDITS} edits at once`, { field: 'edits' });
  const request: EditRequest = { version, edits: edits.map(editOf) };
  const view = body['view'];
  if (view === undefined) return request;
  const page = isRecord(view) ? view['page'] : undefined;
  const template = isRecord(view) ? view['template'] : undefined;
  if (typeof template !== 'string' || typeof page !== 'string' || !template || !page || template.length > MAX_TEXT || page.length > MAX_TEXT)
    throw badRequest('view must be { template, page }', { field: 'view' });
  return { ...request, view: { template, page } };
}
