import type { FromSchema } from 'json-schema-to-ts';
import { DATE_TIME_PATTERN, EXPERIMENT_NAME_PATTERN } from './targeting.ts';

const codes = (pattern: string) => ({ type: 'array', minItems: 1, maxItems: 50, uniqueItems: true, items: { type: 'string', pattern } }) as const;

/** Visibility rules of a node (docs/architecture.md, the config model): a small, closed set. */
export const whenSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    auth: { enum: ['player', 'guest'] },
    flag: { type: 'string', pattern: '^!?[a-z_]+$' },
    // targeting (docs/targeting.md): every rule named must hold
    from: { type: 'string', pattern: DATE_TIME_PATTERN },
    until: { type: 'string', pattern: DATE_TIME_PATTERN },
    languages: codes('^[A-Z]{2,3}$'),
    breakpoints: codes('^[a-z][a-z0-9-]*$'),
    markets: codes('^[A-Z]{2}$'),
    currencies: codes('^[A-Z]{3}$'),
    experiment: {
      type: 'object',
      required: ['id', 'variant'],
      additionalProperties: false,
      properties: { id: { type: 'string', pattern: EXPERIMENT_NAME_PATTERN }, variant: { type: 'string', pattern: EXPERIMENT_NAME_PATTERN } },
    },
    // the signed-in player's VIP level, by name, within [min, max] of the backend's ladder
    // (schemas/api/vip-levels.ts; config-lint vip-range checks the names and their order)
    vip: {
      type: 'object',
      minProperties: 1,
      additionalProperties: false,
      properties: { min: { type: 'string', minLength: 1, maxLength: 40 }, max: { type: 'string', minLength: 1, maxLength: 40 } },
    },
  },
} as const;

/**
 * The `when` fields judged by the targeting evaluator (src/render/targeting.ts, a chunk loaded only
 * where a page's rules need it) rather than by the session and site flags: the request's audience,
 * and the VIP ladder (a signed-in player's level, judged in the browser).
 */
export const TARGETING_FIELDS = ['from', 'until', 'languages', 'breakpoints', 'markets', 'currencies', 'experiment', 'vip'] as const;

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
