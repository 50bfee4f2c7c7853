import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';
import type { LayoutFlag } from '../../src/state/layout.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    visible: { description: 'How many partner logos the panel shows before "all partners".', type: 'integer', minimum: 1, maximum: 12 },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { visible: 3 } satisfies Partial<PartnersPanelConfig>;

/** The §3 layout flags it renders from (see README.md). */
const follows = ['showPartner'] as const satisfies readonly LayoutFlag[];

/** The props as a config writes them. */
export type PartnersPanelConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type PartnersPanelProps = WithDefaults<PartnersPanelConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'interaction',
  defaults,
  follows,
} satisfies WidgetManifest<PartnersPanelConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason =
  'A side panel fixed at the screen\'s edge, so always in view: `visible` would wake it with the page. Its logos are links that work as server HTML; the toggle and the "all partners" dialog load on the first touch (replayed), with the partners list already in the hydration data. It follows the `showPartner` layout flag: a player who collapsed it gets it collapsed as soon as the browser has read the flag (the server renders it open).';
