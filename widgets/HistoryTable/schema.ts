import type { FromSchema } from 'json-schema-to-ts';

/**
 * /bet-history, /statement, /transaction-history. §7 has no call for a player's own history, so
 * that part is a designed "not available" state; `showSiteActivity` adds the public site activity
 * that §7 fetch_transactions does provide.
 */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { enum: ['bets', 'statement', 'transactions'] },
    showSiteActivity: { type: 'boolean' },
    perPage: { type: 'integer', minimum: 1, maximum: 50 },
  },
} as const;

export type HistoryTableProps = FromSchema<typeof propsSchema>;
