import type { FromSchema } from 'json-schema-to-ts';
import type { HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';

/** /vip: the level ladder (§7 vip_before_login, public) and, for a player, their progress (§7 vip). */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    showLadder: { description: 'Show the ladder of every VIP level and its benefits.', type: 'boolean' },
    showProgress: { description: "Show the player's progress to the next level.", type: 'boolean' },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { showLadder: true, showProgress: true } satisfies Partial<VipLevelsConfig>;

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'visible';

/** The props as a config writes them. */
export type VipLevelsConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type VipLevelsProps = WithDefaults<VipLevelsConfig, typeof defaults>;
