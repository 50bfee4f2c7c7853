import type { FromSchema } from 'json-schema-to-ts';

/** The route guards (§8): who may open a route. The one list; the schema, the router and config-lint read it. */
export const ROUTE_GUARDS = ['auth', 'guest', 'none'] as const;

/** The route table (§2): every route, its guard and an optional layout override. */
export const routesSchema = {
  type: 'object',
  required: ['version', 'routes'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    version: { const: 1 },
    routes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'page', 'guard'],
        additionalProperties: false,
        properties: {
          path: { type: 'string', pattern: '^/[a-z0-9-]*$' },
          page: { type: 'string', pattern: '^[a-z0-9-]+$' },
          guard: { enum: ROUTE_GUARDS },
          layout: { type: 'string' },
        },
      },
    },
  },
} as const;

export type RoutesFile = FromSchema<typeof routesSchema>;
export type RouteEntry = RoutesFile['routes'][number];
export type RouteGuard = RouteEntry['guard'];

export function isRouteGuard(v: unknown): v is RouteGuard {
  return (ROUTE_GUARDS as readonly unknown[]).includes(v);
}
