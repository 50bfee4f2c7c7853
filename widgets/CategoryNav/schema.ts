import type { FromSchema } from 'json-schema-to-ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    orientation: { enum: ['horizontal', 'vertical'] },
    style: { enum: ['tabs', 'pills', 'tiles'] },
  },
} as const;

export type CategoryNavProps = FromSchema<typeof propsSchema>;
