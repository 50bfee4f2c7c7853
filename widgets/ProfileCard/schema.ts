import type { FromSchema } from 'json-schema-to-ts';

/** /profile: the §3 profile (account_id, full_name, contact_email) and the account's status. */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    showStatus: { type: 'boolean' },
    showActions: { type: 'boolean' },
  },
} as const;

export type ProfileCardProps = FromSchema<typeof propsSchema>;
