import type { FromSchema } from 'json-schema-to-ts';
import { ROUTE_GUARDS } from './routes.ts';

/**
 * A template's own routes, by path (docs/operators.md "Routes per template"): an entry with `page`
 * and `guard` adds a route for the sites of this template (and of the templates that extend it);
 * `{ "hidden": true }` takes a shared route of routes.json away from them. Keyed by path, so the
 * table merges down `extends` like the rest of a template (`null` drops a base's entry).
 */
export const templateRouteSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    page: { type: 'string', pattern: '^[a-z0-9-]+$' },
    guard: { enum: ROUTE_GUARDS },
    layout: { type: 'string' },
    hidden: { const: true },
  },
} as const;

export const templateRoutesSchema = {
  type: 'object',
  propertyNames: { pattern: '^/[a-z0-9-]*$' },
  additionalProperties: templateRouteSchema,
} as const;

export type TemplateRoute = FromSchema<typeof templateRouteSchema>;
export type TemplateRoutes = Record<string, TemplateRoute>;
