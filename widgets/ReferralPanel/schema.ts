import type { FromSchema } from 'json-schema-to-ts';

/** /referral: the programme's terms (§7 referral) and the player's share link with their code. */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** the query parameter the register page reads the code from */
    param: { enum: ['ref'] },
  },
} as const;

export type ReferralPanelProps = FromSchema<typeof propsSchema>;
