import type { FromSchema } from 'json-schema-to-ts';
import type { CssVarMap, HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';

/** A layout primitive: children in a row, a column or a grid. */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    direction: { enum: ['row', 'column', 'grid', 'sidebar'] },
    gap: { type: 'integer', minimum: 0, maximum: 96 },
    columns: { type: 'integer', minimum: 1, maximum: 12 },
    padding: { type: 'integer', minimum: 0, maximum: 96 },
    maxWidth: { type: 'integer', minimum: 0, maximum: 4000 },
    align: { enum: ['start', 'center', 'end', 'stretch', 'space-between'] },
    as: { enum: ['div', 'main', 'section', 'aside', 'nav'] },
    surface: { enum: ['none', 'surface', 'surface2', 'primary'] },
    label: { type: 'string' },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { direction: 'column', gap: 16, columns: 1, padding: 0, as: 'div', surface: 'none' } satisfies Partial<StackConfig>;

export const cssVars = { gap: '--stack-gap', columns: '--stack-columns', padding: '--stack-padding', maxWidth: '--stack-max' } satisfies CssVarMap<StackConfig>;

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'never';

/** The props as a config writes them. */
export type StackConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type StackProps = WithDefaults<StackConfig, typeof defaults>;
