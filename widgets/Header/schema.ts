import type { FromSchema } from 'json-schema-to-ts';
import type { HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    variant: { enum: ['bar', 'centered', 'compact'] },
    logo: { enum: ['logo1', 'logo2', 'logo3', 'text'] },
    showNav: { type: 'boolean' },
    sticky: { type: 'boolean' },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { variant: 'bar', logo: 'logo1', showNav: true, sticky: false } satisfies Partial<HeaderConfig>;

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'load';

/** The props as a config writes them. */
export type HeaderConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type HeaderProps = WithDefaults<HeaderConfig, typeof defaults>;
