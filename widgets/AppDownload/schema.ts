import type { FromSchema } from 'json-schema-to-ts';
import type { HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';

/** /download: the site's app (§3 site android_sub, ios_sub, manifest_icon). */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    layout: { description: "Store badges beside the app's details (`side`) or stacked under them (`stacked`).", enum: ['stacked', 'side'] },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { layout: 'side' } satisfies Partial<AppDownloadConfig>;

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'never';

/** The props as a config writes them. */
export type AppDownloadConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type AppDownloadProps = WithDefaults<AppDownloadConfig, typeof defaults>;
