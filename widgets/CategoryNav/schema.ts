import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    orientation: { description: 'Lay the categories out in a row or a column.', enum: ['horizontal', 'vertical'] },
    style: { description: 'How each category looks: underlined tabs, rounded pills or icon tiles.', enum: ['tabs', 'pills', 'tiles'] },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { orientation: 'horizontal', style: 'tabs' } satisfies Partial<CategoryNavConfig>;

/** The props as a config writes them. */
export type CategoryNavConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type CategoryNavProps = WithDefaults<CategoryNavConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'interaction',
  defaults,
} satisfies WidgetManifest<CategoryNavConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason =
  'Links whose server HTML marks the current page; a client navigation brings it alive so the active tab follows, and the first touch does too (the click is replayed as a client navigation).';
