import type { FromSchema } from 'json-schema-to-ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** message key of the heading */
    title: { type: 'string' },
    /** which parts to show, in this order of preference */
    show: { type: 'array', items: { enum: ['stats', 'winners', 'withdrawals'] }, uniqueItems: true, minItems: 1 },
    limit: { type: 'integer', minimum: 1, maximum: 10 },
  },
} as const;

export type WinnersBoardProps = FromSchema<typeof propsSchema>;
