import type { FromSchema } from 'json-schema-to-ts';
import type { CssVarMap, HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    headline: { type: 'string' },
    body: { type: 'string' },
    cta: { type: 'string' },
    ctaHref: { type: 'string', pattern: '^/' },
    style: { enum: ['spotlight', 'split', 'banner'] },
    height: { type: 'integer', minimum: 80, maximum: 640 },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { headline: 'ui.hero.headline', ctaHref: '/register', style: 'spotlight', height: 220 } satisfies Partial<HeroConfig>;

export const cssVars = { height: '--hero-height' } satisfies CssVarMap<HeroConfig>;

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'never';

/** The props as a config writes them. */
export type HeroConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type HeroProps = WithDefaults<HeroConfig, typeof defaults>;
