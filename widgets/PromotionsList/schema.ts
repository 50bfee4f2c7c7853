import type { FromSchema } from 'json-schema-to-ts';
import type { CssVarMap, WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

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

const cssVars = { columns: '--promo-columns', gap: '--promo-gap' } satisfies CssVarMap<PromotionsListConfig>;

/** The props as a config writes them. */
export type PromotionsListConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type PromotionsListProps = WithDefaults<PromotionsListConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'visible',
  defaults,
  cssVars,
  query: ['promo'],
} satisfies WidgetManifest<PromotionsListConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = 'Promotions with a filter that follows the URL: interactive, and long lists reach below the fold.';
