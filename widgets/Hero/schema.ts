import type { FromSchema } from 'json-schema-to-ts';

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

export type HeroProps = FromSchema<typeof propsSchema>;
