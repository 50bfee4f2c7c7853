import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    showSeal: {
      description: 'Show the regulator’s seal when the licence has one (a regulator that asks for it, Curaçao, is checked by config-lint licence-data).',
      type: 'boolean',
    },
    showHelpline: { description: 'Show the problem-gambling helpline when the licence names one.', type: 'boolean' },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { showSeal: true, showHelpline: true } satisfies Partial<ComplianceFooterConfig>;

/** The props as a config writes them. */
export type ComplianceFooterConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type ComplianceFooterProps = WithDefaults<ComplianceFooterConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'never',
  defaults,
} satisfies WidgetManifest<ComplianceFooterConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = 'Licence text, links and a seal image: plain HTML, no input and no client-side effect.';
