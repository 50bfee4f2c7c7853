import type { FromSchema } from 'json-schema-to-ts';
import type { HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';
import type { LayoutFlag } from '../../src/state/layout.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    closable: { description: 'Let the player close the icon.', type: 'boolean' },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { closable: true } satisfies Partial<RewardsIconConfig>;

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'interaction';

/** The §3 layout flags it renders from (see README.md). */
export const follows = ['show_rewards'] as const satisfies readonly LayoutFlag[];

/** The props as a config writes them. */
export type RewardsIconConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type RewardsIconProps = WithDefaults<RewardsIconConfig, typeof defaults>;
