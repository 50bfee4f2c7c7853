import type { FromSchema } from 'json-schema-to-ts';

/** The /login page: the login form (password or TAC) in a page card. */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { width: { enum: ['narrow', 'wide'] } },
} as const;

export type LoginPanelProps = FromSchema<typeof propsSchema>;
