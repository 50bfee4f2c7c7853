import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

/** /profile: the §3 profile (account_id, full_name, contact_email) and the account's status. */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    showStatus: { description: "Show the account's status.", type: 'boolean' },
    showActions: { description: 'Show the links to edit the profile and change the password.', type: 'boolean' },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { showStatus: true, showActions: true } satisfies Partial<ProfileCardConfig>;

/** The props as a config writes them. */
export type ProfileCardConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type ProfileCardProps = WithDefaults<ProfileCardConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'load',
  defaults,
} satisfies WidgetManifest<ProfileCardConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = "The account page's card of the signed-in player from the client session, with its actions.";
