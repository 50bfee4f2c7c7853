import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

/** /referral: the programme's terms (§7 referral) and the player's share link with their code. */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    param: { description: 'The query parameter the register page reads the referral code from.', enum: ['ref'] },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { param: 'ref' } satisfies Partial<ReferralPanelConfig>;

/** The props as a config writes them. */
export type ReferralPanelConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type ReferralPanelProps = WithDefaults<ReferralPanelConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'visible',
  defaults,
} satisfies WidgetManifest<ReferralPanelConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = "The player's referral link with a copy button: interactive, below the fold.";
