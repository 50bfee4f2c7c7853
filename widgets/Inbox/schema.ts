import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

/** /inbox: the player's messages (§7 get_inbox), unread marks, and reward claims (claim_inbox). */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    perPage: { description: 'Messages per page.', type: 'integer', minimum: 1, maximum: 50 },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { perPage: 10 } satisfies Partial<InboxConfig>;

/** The props as a config writes them. */
export type InboxConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type InboxProps = WithDefaults<InboxConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'load',
  defaults,
} satisfies WidgetManifest<InboxConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = "The inbox page's main content: messages read and opened on the client.";
