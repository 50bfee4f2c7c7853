import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    variant: { description: 'How much the footer holds: `full`, or a compact `slim` footer.', enum: ['full', 'slim'] },
    showLinks: { description: 'Show the columns of information-page links.', type: 'boolean' },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { variant: 'full', showLinks: true } satisfies Partial<FooterConfig>;

/** The props as a config writes them. */
export type FooterConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type FooterProps = WithDefaults<FooterConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'never',
  defaults,
} satisfies WidgetManifest<FooterConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = 'Links and text: plain anchors, no input and no client-side effect.';
