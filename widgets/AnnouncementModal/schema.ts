import type { FromSchema } from 'json-schema-to-ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** message key of the dialog title */
    title: { type: 'string' },
    limit: { type: 'integer', minimum: 1, maximum: 20 },
  },
} as const;

export type AnnouncementModalProps = FromSchema<typeof propsSchema>;
