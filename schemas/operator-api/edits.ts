/**
 * `POST /api/drafts/:id/edits`: the body as a JSON schema, precompiled by schemas/build.ts. A node's
 * `when` is the node schema's own (schemas/node.ts) in its shape, so every rule a config may write the
 * studio may send; what an edit means for the files (an unknown node, a move into itself) is the model's
 * to refuse, and what the result means for the site is the draft's lint's to judge.
 */
import { whenSchema } from '../node.ts';

/**
 * A schema with its string patterns taken out: the request checks the shape (which keys, which types),
 * and a value the config schema refuses (`"languages": ["en"]`) is written and shown as the draft's lint
 * problem on its field, where the operator fixes it, rather than refused before anything is saved.
 */
function shapeOf<const T>(schema: T): T {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'pattern')
        .map(([key, inner]) => [key, strip(inner)]),
    );
  };
  return strip(schema) as T;
}

/** More edits than an operator makes between two autosaves; a larger batch is refused, not applied. */
export const MAX_EDITS = 200;

const text = { type: 'string', minLength: 1, maxLength: 300 } as const;
const position = { enum: ['before', 'after', 'firstIn', 'lastIn'] } as const;
const onNode = { template: text, page: text, node: text } as const;

/** One kind of edit: its `op` and its fields; a field of another kind is let through here and dropped by the server (editFieldsOf). */
function edit<const Op extends string, const P extends Record<string, object>, const R extends readonly (keyof P & string)[]>(
  op: Op,
  properties: P,
  required: R,
) {
  return {
    type: 'object',
    properties: { op: { const: op }, ...properties },
    required: ['op', ...required],
  } as const;
}

export const editSchemas = [
  edit('setProp', { ...onNode, prop: text, value: {}, breakpoint: text }, ['template', 'page', 'node', 'prop', 'value']),
  edit('resetProp', { ...onNode, prop: text, breakpoint: text }, ['template', 'page', 'node', 'prop']),
  // null clears the node's rules
  edit('setWhen', { ...onNode, when: { ...shapeOf(whenSchema), type: ['object', 'null'] } }, ['template', 'page', 'node', 'when']),
  edit('insert', { template: text, page: text, widget: text, target: text, position, props: { type: 'object' } }, [
    'template',
    'page',
    'widget',
    'target',
    'position',
  ]),
  edit('move', { ...onNode, target: text, position }, ['template', 'page', 'node', 'target', 'position']),
  edit('duplicate', onNode, ['template', 'page', 'node']),
  edit('remove', onNode, ['template', 'page', 'node']),
  // an empty id asks the model for a free one made from the widget's name
  edit('giveId', { ...onNode, id: { type: 'string', maxLength: 300 } }, ['template', 'page', 'node', 'id']),
  // no value deletes the field
  edit('setTemplate', { template: text, pointer: text, value: {} }, ['template', 'pointer']),
  edit('cloneTemplate', { from: text, key: text, label: text, layout: text }, ['from', 'key']),
] as const;

export const editRequestSchema = {
  type: 'object',
  required: ['version', 'edits'],
  additionalProperties: false,
  properties: {
    // the draft version these edits were made on
    version: { type: 'integer', minimum: 1 },
    edits: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_EDITS,
      items: { type: 'object', discriminator: { propertyName: 'op' }, required: ['op'], oneOf: editSchemas },
    },
    // the view to answer with after the edits
    view: { type: 'object', required: ['template', 'page'], additionalProperties: false, properties: { template: text, page: text } },
  },
} as const;

/** The fields each kind of edit has, by its op. */
export function editFieldsOf(op: string): readonly string[] | undefined {
  const schema = editSchemas.find((s) => s.properties.op.const === op);
  return schema ? Object.keys(schema.properties) : undefined;
}
