import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

/** /edit-profile: full name and e-mail through §7 profile_update. */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    doneTo: { description: 'Where to go after a successful save; stays on the page when empty.', enum: ['', '/profile', '/account'] },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { doneTo: '' } satisfies Partial<ProfileFormConfig>;

/** The props as a config writes them. */
export type ProfileFormConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type ProfileFormProps = WithDefaults<ProfileFormConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'load',
  defaults,
} satisfies WidgetManifest<ProfileFormConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = 'A form: the player types into it as soon as the page shows.';
