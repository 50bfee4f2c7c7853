import type { FromSchema } from 'json-schema-to-ts';
import type { HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';

/** The /login page: the login form (password or TAC) in a page card. */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    width: { description: 'Width of the form card.', enum: ['narrow', 'wide'] },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { width: 'narrow' } satisfies Partial<LoginPanelConfig>;

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'load';

/** The props as a config writes them. */
export type LoginPanelConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type LoginPanelProps = WithDefaults<LoginPanelConfig, typeof defaults>;
