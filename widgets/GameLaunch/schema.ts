import type { FromSchema } from 'json-schema-to-ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** the frame's shape: a 16:9 stage, or the full width and most of the viewport's height */
    frame: { enum: ['stage', 'full'] },
  },
} as const;

export type GameLaunchProps = FromSchema<typeof propsSchema>;
