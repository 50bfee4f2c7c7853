import type { FromSchema } from 'json-schema-to-ts';
import type { HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';

/** /referral: the programme's terms (§7 referral) and the player's share link with their code. */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    param: { description: 'The query parameter the register page reads the referral code from.', enum: ['ref'] },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { param: 'ref' } satisfies Partial<ReferralPanelConfig>;

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'visible';

/** The props as a config writes them. */
export type ReferralPanelConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type ReferralPanelProps = WithDefaults<ReferralPanelConfig, typeof defaults>;
