import type { FromSchema } from 'json-schema-to-ts';
import type { HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    variant: { description: 'How much the footer holds: `full`, or a compact `slim` footer.', enum: ['full', 'slim'] },
    showLinks: { description: 'Show the columns of information-page links.', type: 'boolean' },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { variant: 'full', showLinks: true } satisfies Partial<FooterConfig>;

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'never';

/** The props as a config writes them. */
export type FooterConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type FooterProps = WithDefaults<FooterConfig, typeof defaults>;
