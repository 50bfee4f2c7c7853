import type { FromSchema } from 'json-schema-to-ts';

/** The /forgot-password page (§7 forgot_password: account_id and contact_phone). */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { width: { enum: ['narrow', 'wide'] } },
} as const;

export type ForgotPasswordFormProps = FromSchema<typeof propsSchema>;
