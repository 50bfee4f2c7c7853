import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { description: 'Message key of the heading.', type: 'string' },
    limit: { description: 'Most transactions shown.', type: 'integer', minimum: 1, maximum: 50 },
    variant: { description: '`ticker`: a box that scrolls by itself (pausable); `list`: a plain list.', enum: ['ticker', 'list'] },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { title: 'ui.transactions.title', limit: 10, variant: 'ticker' } satisfies Partial<TransactionsTickerConfig>;

/** The props as a config writes them. */
export type TransactionsTickerConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type TransactionsTickerProps = WithDefaults<TransactionsTickerConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'visible',
  defaults,
} satisfies WidgetManifest<TransactionsTickerConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = 'A ticker with a pause control, usually below the fold.';
