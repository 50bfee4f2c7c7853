import type { FromSchema } from 'json-schema-to-ts';
import type { HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';

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

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'never';

/** The props as a config writes them. */
export type LeaderboardConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type LeaderboardProps = WithDefaults<LeaderboardConfig, typeof defaults>;
