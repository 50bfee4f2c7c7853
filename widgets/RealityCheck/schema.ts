import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';
import { sitePathSchema } from '../../schemas/site-path.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    historyPath: { description: 'The page with the player’s account history the dialog links to.', ...sitePathSchema },
    rgPath: { description: 'The responsible-gaming page the dialog links to.', ...sitePathSchema },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { historyPath: '/transaction-history', rgPath: '/responsible-gaming' } satisfies Partial<RealityCheckConfig>;

/** The props as a config writes them. */
export type RealityCheckConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type RealityCheckProps = WithDefaults<RealityCheckConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'interaction',
  defaults,
} satisfies WidgetManifest<RealityCheckConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason =
  'A timer for signed-in players, under `when: {auth: "player"}`: never in a guest’s page, and not among the chunks a first load fetches before hydrating (a `load` plan would be, visible or not). It mounts once the session is read or a player signs in, and its code loads then.';
