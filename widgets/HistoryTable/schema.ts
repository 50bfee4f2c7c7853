import type { FromSchema } from 'json-schema-to-ts';
import type { HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';

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

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'load';

/** The props as a config writes them. */
export type HistoryTableConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type HistoryTableProps = WithDefaults<HistoryTableConfig, typeof defaults>;
