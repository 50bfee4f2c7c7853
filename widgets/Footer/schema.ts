import type { FromSchema } from 'json-schema-to-ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    variant: { enum: ['full', 'slim'] },
    showLinks: { type: 'boolean' },
  },
} as const;

export type FooterProps = FromSchema<typeof propsSchema>;
