import type { FromSchema } from 'json-schema-to-ts';

/** /contact-us: the site's support channels from §7 social_account. */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    columns: { type: 'integer', minimum: 1, maximum: 4 },
  },
} as const;

export type ContactChannelsProps = FromSchema<typeof propsSchema>;
