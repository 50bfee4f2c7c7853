import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

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

/** The props as a config writes them. */
export type AppDownloadConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type AppDownloadProps = WithDefaults<AppDownloadConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'never',
  defaults,
} satisfies WidgetManifest<AppDownloadConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = 'Store badges and links built from site data: plain anchors, no input and no client-side effect.';
