import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

/** The account page's marketing preferences: the consent grid the player answered at registration (GB). */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = {} satisfies Partial<MarketingConsentConfig>;

/** The props as a config writes them. */
export type MarketingConsentConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type MarketingConsentProps = WithDefaults<MarketingConsentConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'interaction',
  defaults,
} satisfies WidgetManifest<MarketingConsentConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason =
  'A signed-in player’s own preferences, under `when: {auth: "player"}`: a guest’s page has no trace of it; it mounts once the session is read and its code loads then.';
