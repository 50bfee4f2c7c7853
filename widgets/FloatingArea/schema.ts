import type { FromSchema } from 'json-schema-to-ts';

/** §2 the floating area: rewards icon, live-chat button, AI-assistant icon, partners panel. */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    side: { enum: ['right', 'left'] },
    offset: { type: 'integer', minimum: 0, maximum: 200 },
  },
} as const;

export type FloatingAreaProps = FromSchema<typeof propsSchema>;
