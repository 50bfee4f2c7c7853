import type { FromSchema } from 'json-schema-to-ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** scrolling speed in CSS px per second */
    speed: { type: 'integer', minimum: 10, maximum: 300 },
    limit: { type: 'integer', minimum: 1, maximum: 50 },
  },
} as const;

export type MarqueeProps = FromSchema<typeof propsSchema>;
