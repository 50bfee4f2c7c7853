import type { FromSchema } from 'json-schema-to-ts';
import type { CssVarMap, HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    sources: {
      description: 'Where promotions come from (§7): fetch_slide offers and fetch_announment news.',
      type: 'array',
      items: { enum: ['slides', 'announcements'] },
      uniqueItems: true,
      minItems: 1,
    },
    columns: { description: 'Columns of promotion cards.', type: 'integer', minimum: 1, maximum: 4 },
    gap: { description: 'Space between cards in px.', type: 'integer', minimum: 0, maximum: 48 },
    limit: { description: 'Most promotions listed.', type: 'integer', minimum: 1, maximum: 50 },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { sources: ['slides', 'announcements'], columns: 1, gap: 12, limit: 30 } satisfies Partial<PromotionsListConfig>;

export const cssVars = { columns: '--promo-columns', gap: '--promo-gap' } satisfies CssVarMap<PromotionsListConfig>;

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'visible';

/** The props as a config writes them. */
export type PromotionsListConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type PromotionsListProps = WithDefaults<PromotionsListConfig, typeof defaults>;
