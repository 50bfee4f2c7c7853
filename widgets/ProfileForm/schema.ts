import type { FromSchema } from 'json-schema-to-ts';
import type { HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';

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

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'load';

/** The props as a config writes them. */
export type ProfileFormConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type ProfileFormProps = WithDefaults<ProfileFormConfig, typeof defaults>;
