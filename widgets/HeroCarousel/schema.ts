import type { FromSchema } from 'json-schema-to-ts';
import type { CssVarMap, WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    interval: {
      description: 'Milliseconds each slide stays before the next (never when the player prefers reduced motion).',
      type: 'integer',
      minimum: 2000,
      maximum: 30000,
    },
    autoplay: { description: 'Move to the next slide by itself.', type: 'boolean' },
    height: { description: 'Slide height in px; the slide image covers it.', type: 'integer', minimum: 80, maximum: 640 },
    showTitles: {
      description: 'Show the slide title over the image; off by default, since banners usually carry their own text (the title is the alt text then).',
      type: 'boolean',
    },
    limit: { description: 'Most slides the carousel shows.', type: 'integer', minimum: 1, maximum: 20 },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { interval: 6000, autoplay: true, height: 180, showTitles: false, limit: 8 } satisfies Partial<HeroCarouselConfig>;

const cssVars = { height: '--carousel-height' } satisfies CssVarMap<HeroCarouselConfig>;

/** The props as a config writes them. */
export type HeroCarouselConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type HeroCarouselProps = WithDefaults<HeroCarouselConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'interaction',
  defaults,
  cssVars,
} satisfies WidgetManifest<HeroCarouselConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason =
  'Autoplay and slide controls; the first slide is server HTML and the first interval is seconds away, so its code waits for the idle prefetch and the widget wakes ahead of a tap, or on one.';
