import type { FromSchema } from 'json-schema-to-ts';
import type { CssVarMap, WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

/** /contact-us: the site's support channels from §7 social_account. */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    columns: { description: 'Columns of contact cards.', type: 'integer', minimum: 1, maximum: 4 },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { columns: 1 } satisfies Partial<ContactChannelsConfig>;

const cssVars = { columns: '--contact-columns' } satisfies CssVarMap<ContactChannelsConfig>;

/** The props as a config writes them. */
export type ContactChannelsConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type ContactChannelsProps = WithDefaults<ContactChannelsConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'never',
  defaults,
  cssVars,
} satisfies WidgetManifest<ContactChannelsConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = 'A list of contact links from its loader: no input and no client-side effect.';
