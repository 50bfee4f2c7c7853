import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

/** /vip: the level ladder (§7 vip_before_login, public) and, for a player, their progress (§7 vip). */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    showLadder: { description: 'Show the ladder of every VIP level and its benefits.', type: 'boolean' },
    showProgress: { description: "Show the player's progress to the next level.", type: 'boolean' },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { showLadder: true, showProgress: true } satisfies Partial<VipLevelsConfig>;

/** The props as a config writes them. */
export type VipLevelsConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type VipLevelsProps = WithDefaults<VipLevelsConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'visible',
  defaults,
} satisfies WidgetManifest<VipLevelsConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = "The player's VIP progress from the client session and a ladder to browse, below the fold.";
