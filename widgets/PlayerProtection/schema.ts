import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';
import { sitePathSchema } from '../../schemas/site-path.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    view: {
      description:
        '`controls`: take a break (time-out) or exclude yourself, for the periods the site’s regulator lists (the responsible-gaming page); `status`: the player’s last time-out or self-exclusion and a link to the controls (the account page).',
      enum: ['controls', 'status'],
    },
    rgPath: { description: 'The responsible-gaming page the status view links to (where the controls are).', ...sitePathSchema },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { view: 'controls', rgPath: '/responsible-gaming' } satisfies Partial<PlayerProtectionConfig>;

/** The props as a config writes them. */
export type PlayerProtectionConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type PlayerProtectionProps = WithDefaults<PlayerProtectionConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'interaction',
  defaults,
} satisfies WidgetManifest<PlayerProtectionConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason =
  'Controls for signed-in players only, under `when: {auth: "player"}`: a guest’s page has no trace of it and loads none of its code (a sign-in prompt stands in its place). It mounts once the session is read or a player signs in, and its code loads then.';
