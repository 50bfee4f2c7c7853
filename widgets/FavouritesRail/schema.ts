import type { FromSchema } from 'json-schema-to-ts';
import { tileShapes } from '../_shared/games/tile-shapes.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { type: 'string' },
    limit: { type: 'integer', minimum: 1, maximum: 100 },
    tile: { enum: tileShapes },
    tileWidth: { type: 'integer', minimum: 80, maximum: 480 },
    gap: { type: 'integer', minimum: 0, maximum: 48 },
    /** what a guest sees: a login call to action, or nothing */
    guest: { enum: ['cta', 'hidden'] },
  },
} as const;

export type FavouritesRailProps = FromSchema<typeof propsSchema>;
