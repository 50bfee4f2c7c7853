import type { FromSchema } from 'json-schema-to-ts';
import type { HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';

/** The /register page: every §7 signup field, then the TAC step. */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    width: { description: 'Width of the form card.', enum: ['narrow', 'wide'] },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { width: 'narrow' } satisfies Partial<RegisterFormConfig>;

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'load';

/** The props as a config writes them. */
export type RegisterFormConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type RegisterFormProps = WithDefaults<RegisterFormConfig, typeof defaults>;
