import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { description: 'Message key of the heading.', type: 'string' },
    prizes: {
      description: 'Token prizes on the demo wheel, clockwise from the top.',
      type: 'array',
      items: { type: 'integer', minimum: 1, maximum: 1000000 },
      minItems: 2,
      maxItems: 12,
    },
    spinMs: { description: 'How long a spin turns, in ms (instant when the player prefers reduced motion).', type: 'integer', minimum: 500, maximum: 8000 },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { title: 'ui.minigame.title', prizes: [5, 10, 20, 50, 100, 200, 500, 1000], spinMs: 4000 } satisfies Partial<MinigamePanelConfig>;

/** The props as a config writes them. */
export type MinigamePanelConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type MinigamePanelProps = WithDefaults<MinigamePanelConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'visible',
  defaults,
} satisfies WidgetManifest<MinigamePanelConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = 'A wheel the player spins: interactive, and below the fold on most pages.';
