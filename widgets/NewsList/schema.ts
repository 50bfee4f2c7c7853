import type { FromSchema } from 'json-schema-to-ts';

/** /news: the site's announcements (§7 fetch_announment), newest first, paginated. */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    perPage: { type: 'integer', minimum: 1, maximum: 50 },
  },
} as const;

export type NewsListProps = FromSchema<typeof propsSchema>;
