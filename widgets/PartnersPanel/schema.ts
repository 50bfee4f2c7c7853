import type { FromSchema } from 'json-schema-to-ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** how many logos the panel shows before "all partners" */
    visible: { type: 'integer', minimum: 1, maximum: 12 },
  },
} as const;

export type PartnersPanelProps = FromSchema<typeof propsSchema>;
