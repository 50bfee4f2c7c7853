import type { FromSchema } from 'json-schema-to-ts';
import type { HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    variant: { description: 'Layout of the header: `bar`, `centered` or `compact`.', enum: ['bar', 'centered', 'compact'] },
    logo: { description: "Which of the site's logos to show, or its name as text.", enum: ['logo1', 'logo2', 'logo3', 'text'] },
    showNav: { description: 'Show the main navigation menu.', type: 'boolean' },
    sticky: { description: 'Keep the header at the top while the page scrolls.', type: 'boolean' },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { variant: 'bar', logo: 'logo1', showNav: true, sticky: false } satisfies Partial<HeaderConfig>;

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'interaction';

/** The props as a config writes them. */
export type HeaderConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type HeaderProps = WithDefaults<HeaderConfig, typeof defaults>;
