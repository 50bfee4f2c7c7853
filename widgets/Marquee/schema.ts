import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

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

/** The props as a config writes them. */
export type MarqueeConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type MarqueeProps = WithDefaults<MarqueeConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'interaction',
  defaults,
} satisfies WidgetManifest<MarqueeConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason =
  'The text scrolls in CSS from the server HTML; the pause control (needed for moving content) brings it alive on the first touch and the press is replayed.';
