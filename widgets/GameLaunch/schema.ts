import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    frame: { description: "The game frame's shape: a 16:9 stage, or the full width and most of the viewport's height.", enum: ['stage', 'full'] },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { frame: 'stage' } satisfies Partial<GameLaunchConfig>;

/** The props as a config writes them. */
export type GameLaunchConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type GameLaunchProps = WithDefaults<GameLaunchConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'load',
  defaults,
  query: ['provider', 'game', 'type', 'lobby'],
} satisfies WidgetManifest<GameLaunchConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = 'Starts the game the route names as soon as the page shows.';
