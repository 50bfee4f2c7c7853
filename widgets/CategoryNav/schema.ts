import type { FromSchema } from 'json-schema-to-ts';
import type { HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';

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

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'interaction';

/** The props as a config writes them. */
export type CategoryNavConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type CategoryNavProps = WithDefaults<CategoryNavConfig, typeof defaults>;
