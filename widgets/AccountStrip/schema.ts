import type { FromSchema } from 'json-schema-to-ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    variant: { enum: ['bar', 'card', 'compact'] },
    showVip: { type: 'boolean' },
    showTokens: { type: 'boolean' },
  },
} as const;

export type AccountStripProps = FromSchema<typeof propsSchema>;
