import type { FromSchema } from 'json-schema-to-ts';

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

export type StackProps = FromSchema<typeof propsSchema>;
