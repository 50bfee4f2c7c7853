import type { FromSchema } from 'json-schema-to-ts';

/** The /change-password page (§7 update_password). */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { width: { enum: ['narrow', 'wide'] } },
} as const;

export type ChangePasswordFormProps = FromSchema<typeof propsSchema>;
