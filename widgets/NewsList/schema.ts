import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

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

/** The props as a config writes them. */
export type NewsListConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type NewsListProps = WithDefaults<NewsListConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'visible',
  defaults,
} satisfies WidgetManifest<NewsListConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = 'A paginated list: the pager is interactive, the items are server HTML until it nears the viewport.';
