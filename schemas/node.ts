import type { FromSchema } from 'json-schema-to-ts';

/** Visibility rules of a node (docs/architecture.md, the config model): a small, closed set. */
export const whenSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    auth: { enum: ['player', 'guest'] },
    flag: { type: 'string', pattern: '^!?[a-z_]+$' },
  },
} as const;

/**
 * A layout-tree node without its children: json-schema-to-ts cannot infer recursive $ref,
 * so `children` is added by hand in the Node type below.
 */
export const nodeFieldsSchema = {
  type: 'object',
  required: ['widget'],
  additionalProperties: false,
  properties: {
    widget: { type: 'string', pattern: '^[A-Z][A-Za-z0-9]*$' },
    id: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$' },
    props: { type: 'object' },
    at: { type: 'object', additionalProperties: { type: 'object' } },
    when: whenSchema,
    children: { type: 'array' },
    // config-lint's inline suppression: rule ids not to report inside this node (docs/config-lint.md#suppression)
    $lint: { type: 'array', uniqueItems: true, minItems: 1, items: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' } },
  },
} as const;

export type When = FromSchema<typeof whenSchema>;
export type Props = Record<string, unknown>;
export interface Node {
  widget: string;
  id?: string;
  props?: Props;
  at?: Record<string, Props>;
  when?: When;
  children?: Node[];
  $lint?: string[];
}
