import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';
import { sitePathSchema } from '../../schemas/site-path.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    leavePath: { description: 'Where a visitor who is not old enough, or closes the question, is sent.', ...sitePathSchema },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { leavePath: '/' } satisfies Partial<AgeConfirmationConfig>;

/** The props as a config writes them. */
export type AgeConfirmationConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type AgeConfirmationProps = WithDefaults<AgeConfirmationConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'load',
  defaults,
} satisfies WidgetManifest<AgeConfirmationConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason =
  'A question the visitor must answer before the page can be used: it reads the stored answer and opens with the page. Placed on the register page (not the home), it adds nothing to a first visit’s JavaScript.';
