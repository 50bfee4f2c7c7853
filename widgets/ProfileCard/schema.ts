import type { FromSchema } from 'json-schema-to-ts';
import type { HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';

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

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'load';

/** The props as a config writes them. */
export type ProfileCardConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type ProfileCardProps = WithDefaults<ProfileCardConfig, typeof defaults>;
