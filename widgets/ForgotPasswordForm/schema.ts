import type { FromSchema } from 'json-schema-to-ts';
import type { HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';

/** The /forgot-password page (§7 forgot_password: account_id and contact_phone). */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    width: { description: 'Width of the form card.', enum: ['narrow', 'wide'] },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { width: 'narrow' } satisfies Partial<ForgotPasswordFormConfig>;

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'load';

/** The props as a config writes them. */
export type ForgotPasswordFormConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type ForgotPasswordFormProps = WithDefaults<ForgotPasswordFormConfig, typeof defaults>;
