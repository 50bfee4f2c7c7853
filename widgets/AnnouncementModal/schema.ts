import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';
import { ANNOUNCEMENT_COOKIE } from '../../src/state/announcement-cookie.ts';

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

/** The props as a config writes them. */
export type AnnouncementModalConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type AnnouncementModalProps = WithDefaults<AnnouncementModalConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'load',
  defaults,
  cookies: [ANNOUNCEMENT_COOKIE],
} satisfies WidgetManifest<AnnouncementModalConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = 'A first-visit modal: its close and "don\'t show again" controls must answer the first click.';
