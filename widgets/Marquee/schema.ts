import type { FromSchema } from 'json-schema-to-ts';
import type { HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    speed: { description: 'Scrolling speed in CSS px per second.', type: 'integer', minimum: 10, maximum: 300 },
    limit: { description: 'Most messages that scroll by.', type: 'integer', minimum: 1, maximum: 50 },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { speed: 60, limit: 20 } satisfies Partial<MarqueeConfig>;

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'interaction';

/** The props as a config writes them. */
export type MarqueeConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type MarqueeProps = WithDefaults<MarqueeConfig, typeof defaults>;
