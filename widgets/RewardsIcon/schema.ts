import type { FromSchema } from 'json-schema-to-ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    closable: { type: 'boolean' },
  },
} as const;

export type RewardsIconProps = FromSchema<typeof propsSchema>;
