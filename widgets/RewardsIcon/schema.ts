import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';
import type { LayoutFlag } from '../../src/state/layout.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    closable: { description: 'Let the player close the icon.', type: 'boolean' },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { closable: true } satisfies Partial<RewardsIconConfig>;

/** The §3 layout flags it renders from (see README.md). */
const follows = ['show_rewards'] as const satisfies readonly LayoutFlag[];

/** The props as a config writes them. */
export type RewardsIconConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type RewardsIconProps = WithDefaults<RewardsIconConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'interaction',
  defaults,
  follows,
} satisfies WidgetManifest<RewardsIconConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason =
  'A floating link with a close button. It is server HTML until the player touches it, signs in or the page moves on (the touch is replayed). It follows the `show_rewards` layout flag: a player who closed it sees it go as soon as the browser has read the flag (the server renders it shown).';
