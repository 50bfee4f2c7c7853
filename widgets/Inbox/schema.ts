import type { FromSchema } from 'json-schema-to-ts';

/** /inbox: the player's messages (§7 get_inbox), unread marks, and reward claims (claim_inbox). */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    perPage: { type: 'integer', minimum: 1, maximum: 50 },
  },
} as const;

export type InboxProps = FromSchema<typeof propsSchema>;
