import type { FromSchema } from 'json-schema-to-ts';
import type { HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    showName: { description: "Show the current language's name next to its flag.", type: 'boolean' },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { showName: false } satisfies Partial<LanguageSwitcherConfig>;

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'interaction';

/** The props as a config writes them. */
export type LanguageSwitcherConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type LanguageSwitcherProps = WithDefaults<LanguageSwitcherConfig, typeof defaults>;
