import type { FromSchema } from 'json-schema-to-ts';
import { SITE_PATH_MAX, SITE_PATH_PATTERN } from '../../schemas/site-path.ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

/**
 * /preloader: the site's loading screen (logo, progress, status text). With `autoContinueMs` it
 * moves on by itself, as a splash page would.
 */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    continueTo: {
      type: 'string',
      pattern: SITE_PATH_PATTERN,
      maxLength: SITE_PATH_MAX,
      description: 'Where the loading screen continues to (a path on this site).',
    },
    autoContinueMs: { description: 'Continue by itself after this many ms; 0 waits for the player.', type: 'integer', minimum: 0, maximum: 10000 },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { continueTo: '/', autoContinueMs: 0 } satisfies Partial<PreloaderConfig>;

/** The props as a config writes them. */
export type PreloaderConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type PreloaderProps = WithDefaults<PreloaderConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'load',
  defaults,
} satisfies WidgetManifest<PreloaderConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = 'A splash that continues to the next route on a timer or a click.';
