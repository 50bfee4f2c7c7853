import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    currency: {
      description:
        'The ISO 4217 code the player’s balance is in (GBP), written in its own style (+£3.20); without it, the site’s currency code beside the amount.',
      examples: ['GBP'],
      type: 'string',
      pattern: '^[A-Z]{3}$',
    },
    refreshSeconds: {
      description: 'How often the balance is asked again while the game is on screen, for the net position.',
      type: 'integer',
      minimum: 10,
      maximum: 300,
    },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { refreshSeconds: 30 } satisfies Partial<SessionStatsConfig>;

/** The props as a config writes them. */
export type SessionStatsConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type SessionStatsProps = WithDefaults<SessionStatsConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'interaction',
  defaults,
  query: ['provider', 'game'],
} satisfies WidgetManifest<SessionStatsConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason =
  'A clock and a balance for signed-in players, under `when: {auth: "player"}`: never in a guest’s page, and not among the chunks a first load fetches before hydrating. It mounts once the session is read or a player signs in, and its code loads then.';
