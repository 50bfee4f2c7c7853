import type { FromSchema } from 'json-schema-to-ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** message key of the heading */
    title: { type: 'string' },
    limit: { type: 'integer', minimum: 1, maximum: 10 },
    /** the top three on a podium above the table */
    podium: { type: 'boolean' },
  },
} as const;

export type LeaderboardProps = FromSchema<typeof propsSchema>;
