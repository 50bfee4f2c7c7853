import type { FromSchema } from 'json-schema-to-ts';
import type { HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';

/** /news: the site's announcements (§7 fetch_announment), newest first, paginated. */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    perPage: { description: 'Announcements per page.', type: 'integer', minimum: 1, maximum: 50 },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { perPage: 10 } satisfies Partial<NewsListConfig>;

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'visible';

/** The props as a config writes them. */
export type NewsListConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type NewsListProps = WithDefaults<NewsListConfig, typeof defaults>;
