import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    message: {
      description: 'Message key of the tagline (`{age}` is the jurisdiction’s minimum age); a `brand.` key carries a regulator’s exact wording.',
      type: 'string',
      minLength: 1,
    },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { message: 'ui.compliance.tagline' } satisfies Partial<RgTaglineConfig>;

/** The props as a config writes them. */
export type RgTaglineConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type RgTaglineProps = WithDefaults<RgTaglineConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'never',
  defaults,
} satisfies WidgetManifest<RgTaglineConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = 'One line of text: no input and no client-side effect.';
