import type { FromSchema } from 'json-schema-to-ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** message key of the heading */
    title: { type: 'string' },
    /** token prizes on the demo wheel, clockwise from the top */
    prizes: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 1000000 }, minItems: 2, maxItems: 12 },
    /** how long a spin turns, in ms (instant when the player prefers reduced motion) */
    spinMs: { type: 'integer', minimum: 500, maximum: 8000 },
  },
} as const;

export type MinigamePanelProps = FromSchema<typeof propsSchema>;
