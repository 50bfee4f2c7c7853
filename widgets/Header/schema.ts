import type { FromSchema } from 'json-schema-to-ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    variant: { enum: ['bar', 'centered', 'compact'] },
    logo: { enum: ['logo1', 'logo2', 'logo3', 'text'] },
    showNav: { type: 'boolean' },
    sticky: { type: 'boolean' },
  },
} as const;

export type HeaderProps = FromSchema<typeof propsSchema>;
