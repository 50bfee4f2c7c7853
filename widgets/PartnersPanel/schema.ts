import type { FromSchema } from 'json-schema-to-ts';
import type { HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';
import type { LayoutFlag } from '../../src/state/layout.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    visible: { description: 'How many partner logos the panel shows before "all partners".', type: 'integer', minimum: 1, maximum: 12 },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { visible: 3 } satisfies Partial<PartnersPanelConfig>;

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'interaction';

/** The §3 layout flags it renders from (see README.md). */
export const follows = ['showPartner'] as const satisfies readonly LayoutFlag[];

/** The props as a config writes them. */
export type PartnersPanelConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type PartnersPanelProps = WithDefaults<PartnersPanelConfig, typeof defaults>;
