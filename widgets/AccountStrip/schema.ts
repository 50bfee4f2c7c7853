import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    variant: { description: 'How the strip is laid out: a full-width bar, a card, or a compact row for narrow places.', enum: ['bar', 'card', 'compact'] },
    showVip: { description: "Show the player's VIP level with its deposit and turnover progress.", type: 'boolean' },
    showTokens: { description: "Show the player's token balance next to the cash balance.", type: 'boolean' },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { variant: 'bar', showVip: true, showTokens: true } satisfies Partial<AccountStripConfig>;

/** The props as a config writes them. */
export type AccountStripConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type AccountStripProps = WithDefaults<AccountStripConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'interaction',
  defaults,
} satisfies WidgetManifest<AccountStripConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason =
  "For a guest its server HTML is final (the sign-in and register entries); a stored session's sign-in, a client navigation or the first touch brings it alive, and the touch is replayed on the live strip. A guest's first visit ships none of its code.";
