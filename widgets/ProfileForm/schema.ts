import type { FromSchema } from 'json-schema-to-ts';

/** /edit-profile: full name and e-mail through §7 profile_update. */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** where to go after a successful save; stays on the page when empty */
    doneTo: { enum: ['', '/profile', '/account'] },
  },
} as const;

export type ProfileFormProps = FromSchema<typeof propsSchema>;
