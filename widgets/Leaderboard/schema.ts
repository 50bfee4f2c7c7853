import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { description: 'Message key of the heading.', type: 'string' },
    limit: { description: 'Rows in the table.', type: 'integer', minimum: 1, maximum: 10 },
    podium: { description: 'Show the top three on a podium above the table.', type: 'boolean' },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { title: 'ui.leaderboard.title', limit: 10, podium: true } satisfies Partial<LeaderboardConfig>;

/** The props as a config writes them. */
export type LeaderboardConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type LeaderboardProps = WithDefaults<LeaderboardConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'never',
  defaults,
} satisfies WidgetManifest<LeaderboardConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = 'A ranked list from its loader: no input and no client-side effect.';
