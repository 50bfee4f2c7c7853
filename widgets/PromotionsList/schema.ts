import type { FromSchema } from 'json-schema-to-ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** where promotions come from (§7): fetch_slide offers and fetch_announment news */
    sources: { type: 'array', items: { enum: ['slides', 'announcements'] }, uniqueItems: true, minItems: 1 },
    columns: { type: 'integer', minimum: 1, maximum: 4 },
    gap: { type: 'integer', minimum: 0, maximum: 48 },
    limit: { type: 'integer', minimum: 1, maximum: 50 },
  },
} as const;

export type PromotionsListProps = FromSchema<typeof propsSchema>;
