import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    showName: { description: "Show the current language's name next to its flag.", type: 'boolean' },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { showName: false } satisfies Partial<LanguageSwitcherConfig>;

/** The props as a config writes them. */
export type LanguageSwitcherConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type LanguageSwitcherProps = WithDefaults<LanguageSwitcherConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'interaction',
  defaults,
} satisfies WidgetManifest<LanguageSwitcherConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason =
  'Its server HTML shows the current language; the first touch brings it alive and replays the click that opens the menu, and a client navigation brings it alive so its links name the new page.';
