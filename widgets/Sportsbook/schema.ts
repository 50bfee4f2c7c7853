import type { FromSchema } from 'json-schema-to-ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** message key of the heading */
    title: { type: 'string' },
    /** GET /api/home/match_list (every market) or /api/home/public_odds (the main markets) */
    source: { enum: ['match_list', 'public_odds'] },
    limit: { type: 'integer', minimum: 1, maximum: 100 },
    /** §9 bet types shown on each match card, in order; the rest open under "All markets" */
    markets: { type: 'array', items: { type: 'string', pattern: '^[0-9A-Z]+(_H)?$' }, uniqueItems: true, maxItems: 6 },
  },
} as const;

export type SportsbookProps = FromSchema<typeof propsSchema>;
