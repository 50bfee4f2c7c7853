import type { FromSchema } from 'json-schema-to-ts';

/** The /register page: every §7 signup field, then the TAC step. */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { width: { enum: ['narrow', 'wide'] } },
} as const;

export type RegisterFormProps = FromSchema<typeof propsSchema>;
