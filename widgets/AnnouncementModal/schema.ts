import type { FromSchema } from 'json-schema-to-ts';
import type { HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { description: 'Message key of the dialog title.', type: 'string' },
    limit: { description: 'Most announcements the dialog lists.', type: 'integer', minimum: 1, maximum: 20 },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { title: 'ui.announcement.title', limit: 5 } satisfies Partial<AnnouncementModalConfig>;

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'load';

/** The props as a config writes them. */
export type AnnouncementModalConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type AnnouncementModalProps = WithDefaults<AnnouncementModalConfig, typeof defaults>;
