import type { FromSchema } from 'json-schema-to-ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** message key of the heading */
    title: { type: 'string' },
    limit: { type: 'integer', minimum: 1, maximum: 50 },
    /** ticker: a box that scrolls by itself (pausable); list: a plain list */
    variant: { enum: ['ticker', 'list'] },
  },
} as const;

export type TransactionsTickerProps = FromSchema<typeof propsSchema>;
