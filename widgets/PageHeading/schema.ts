import type { FromSchema } from 'json-schema-to-ts';

/** A page's title and intro, from message keys so every language reads its own. */
export const propsSchema = {
  type: 'object',
  required: ['title'],
  additionalProperties: false,
  properties: {
    title: { type: 'string', minLength: 1 },
    subtitle: { type: 'string' },
    align: { enum: ['start', 'center'] },
  },
} as const;

export type PageHeadingProps = FromSchema<typeof propsSchema>;
