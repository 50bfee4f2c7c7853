import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

/**
 * /bet-history, /statement, /transaction-history. §7 has no call for a player's own history, so
 * that part is a designed "not available" state; `showSiteActivity` adds the public site activity
 * that §7 fetch_transactions does provide.
 */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { description: 'Which history the page is for: bets, statement or transactions.', enum: ['bets', 'statement', 'transactions'] },
    showSiteActivity: { description: "Add the public site activity (§7 fetch_transactions) below the player's own history.", type: 'boolean' },
    perPage: { description: 'Rows per page.', type: 'integer', minimum: 1, maximum: 50 },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { kind: 'transactions', showSiteActivity: false, perPage: 10 } satisfies Partial<HistoryTableConfig>;

/** The props as a config writes them. */
export type HistoryTableConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type HistoryTableProps = WithDefaults<HistoryTableConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'load',
  defaults,
} satisfies WidgetManifest<HistoryTableConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = "The history page's main content: filters and a pager the player uses at once.";
