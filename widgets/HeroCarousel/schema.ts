import type { FromSchema } from 'json-schema-to-ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** milliseconds each slide stays before the next (never when the player prefers reduced motion) */
    interval: { type: 'integer', minimum: 2000, maximum: 30000 },
    autoplay: { type: 'boolean' },
    /** slide height in px; the slide image covers it */
    height: { type: 'integer', minimum: 80, maximum: 640 },
    /** the slide title over the image; off by default, since banners usually carry their own text (it is the alt text then) */
    showTitles: { type: 'boolean' },
    limit: { type: 'integer', minimum: 1, maximum: 20 },
  },
} as const;

export type HeroCarouselProps = FromSchema<typeof propsSchema>;
