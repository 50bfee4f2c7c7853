/** A layout (docs/architecture.md, the config model): a tree with exactly one Outlet, where the page goes. */
export const layoutSchema = {
  type: 'object',
  required: ['version', 'name', 'root'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    version: { const: 1 },
    name: { type: 'string', pattern: '^(default|minigame|bare|template([1-9]|1[0-7]|19|2[0-3]))$' },
    description: { type: 'string' },
    root: { $ref: 'node' },
  },
} as const;

/** A page tree (shared default per route, or a template's override). */
export const pageSchema = {
  type: 'object',
  required: ['version', 'root'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    version: { const: 1 },
    title: { type: 'string' },
    root: { $ref: 'node' },
  },
} as const;
