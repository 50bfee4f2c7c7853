import type { FromSchema } from 'json-schema-to-ts';
import type { HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    variant: { description: 'How the strip is laid out: a full-width bar, a card, or a compact row for narrow places.', enum: ['bar', 'card', 'compact'] },
    showVip: { description: "Show the player's VIP level with its deposit and turnover progress.", type: 'boolean' },
    showTokens: { description: "Show the player's token balance next to the cash balance.", type: 'boolean' },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { variant: 'bar', showVip: true, showTokens: true } satisfies Partial<AccountStripConfig>;

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'interaction';

/** The props as a config writes them. */
export type AccountStripConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type AccountStripProps = WithDefaults<AccountStripConfig, typeof defaults>;
