import type { FromSchema } from 'json-schema-to-ts';
import type { HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    frame: { description: "The game frame's shape: a 16:9 stage, or the full width and most of the viewport's height.", enum: ['stage', 'full'] },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { frame: 'stage' } satisfies Partial<GameLaunchConfig>;

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'load';

/** The props as a config writes them. */
export type GameLaunchConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type GameLaunchProps = WithDefaults<GameLaunchConfig, typeof defaults>;
