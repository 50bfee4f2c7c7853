import type { FromSchema } from 'json-schema-to-ts';

const nodeId = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$' } as const;

/**
 * One structural edit of a shared page or layout, by node id (docs/operators.md "Structural
 * patches"): `insert` a node, `move` the node with that id or `remove` it; an insert or a move
 * names where with exactly one of `before`/`after` (a sibling's id) or `firstIn`/`lastIn` (a
 * container's id). Flat and small so a visual editor writes one object per gesture; which
 * combinations make sense is checked by config-lint (rule structure-patch) with a clear message.
 */
export const structuralOpSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  maxProperties: 2,
  properties: {
    insert: { type: 'object' },
    move: nodeId,
    remove: nodeId,
    before: nodeId,
    after: nodeId,
    firstIn: nodeId,
    lastIn: nodeId,
  },
} as const;

/** The ordered edits of each tree by name: applied first to last, before the template's node patches. */
const opsByTreeSchema = { type: 'object', additionalProperties: { type: 'array', items: structuralOpSchema } } as const;

export const structurePatchesSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { pages: opsByTreeSchema, layouts: opsByTreeSchema },
} as const;

export type StructuralOp = FromSchema<typeof structuralOpSchema>;
