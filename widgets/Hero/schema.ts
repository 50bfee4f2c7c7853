import type { FromSchema } from 'json-schema-to-ts';
import type { CssVarMap, WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';
import { SITE_PATH_MAX, SITE_PATH_PATTERN } from '../../schemas/site-path.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    headline: { description: 'Message key of the headline.', type: 'string' },
    body: { description: 'Message key of the text under the headline; none when unset.', examples: ['ui.hero.body'], type: 'string' },
    cta: { description: "Message key of the call-to-action button's label; no button when unset.", examples: ['ui.register'], type: 'string' },
    ctaHref: {
      type: 'string',
      pattern: SITE_PATH_PATTERN,
      maxLength: SITE_PATH_MAX,
      description: 'Where the call-to-action button goes (a path on this site).',
    },
    style: { description: 'Look of the hero: `spotlight`, `split` or `banner`.', enum: ['spotlight', 'split', 'banner'] },
    height: { description: 'Height of the hero in px.', type: 'integer', minimum: 80, maximum: 640 },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { headline: 'ui.hero.headline', ctaHref: '/register', style: 'spotlight', height: 220 } satisfies Partial<HeroConfig>;

const cssVars = { height: '--hero-height' } satisfies CssVarMap<HeroConfig>;

/** The props as a config writes them. */
export type HeroConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type HeroProps = WithDefaults<HeroConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'never',
  defaults,
  cssVars,
} satisfies WidgetManifest<HeroConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = 'A headline, an image and a call-to-action link: no input and no client-side effect.';
