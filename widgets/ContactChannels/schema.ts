import type { FromSchema } from 'json-schema-to-ts';
import type { CssVarMap, HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';

/** /contact-us: the site's support channels from §7 social_account. */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    columns: { description: 'Columns of contact cards.', type: 'integer', minimum: 1, maximum: 4 },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { columns: 1 } satisfies Partial<ContactChannelsConfig>;

export const cssVars = { columns: '--contact-columns' } satisfies CssVarMap<ContactChannelsConfig>;

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'never';

/** The props as a config writes them. */
export type ContactChannelsConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type ContactChannelsProps = WithDefaults<ContactChannelsConfig, typeof defaults>;
