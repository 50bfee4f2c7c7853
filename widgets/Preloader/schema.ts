import type { FromSchema } from 'json-schema-to-ts';
import { sitePathSchema } from '../../schemas/site-path.ts';
import type { HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';

/**
 * /preloader: the site's loading screen (logo, progress, status text). With `autoContinueMs` it
 * moves on by itself, as a splash page would.
 */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    continueTo: { ...sitePathSchema, description: 'Where the loading screen continues to (a path on this site).' },
    autoContinueMs: { description: 'Continue by itself after this many ms; 0 waits for the player.', type: 'integer', minimum: 0, maximum: 10000 },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { continueTo: '/', autoContinueMs: 0 } satisfies Partial<PreloaderConfig>;

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'load';

/** The props as a config writes them. */
export type PreloaderConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type PreloaderProps = WithDefaults<PreloaderConfig, typeof defaults>;
