import type { FromSchema } from 'json-schema-to-ts';

/** /vip: the level ladder (§7 vip_before_login, public) and, for a player, their progress (§7 vip). */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    showLadder: { type: 'boolean' },
    showProgress: { type: 'boolean' },
  },
} as const;

export type VipLevelsProps = FromSchema<typeof propsSchema>;
