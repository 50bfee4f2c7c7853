import type { FromSchema } from 'json-schema-to-ts';
import { GAME_TYPES } from '../../src/lib/categories.ts';
import { DEFAULT_LIST_NAMES } from '../../src/lib/providers.ts';
import { tileShapes } from '../_shared/games/tile-shapes.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    gameType: { enum: GAME_TYPES },
    title: { type: 'string' },
    /** games in the rail (all rendered: a rail stays short) */
    limit: { type: 'integer', minimum: 1, maximum: 60 },
    tile: { enum: tileShapes },
    /** width of one tile in px */
    tileWidth: { type: 'integer', minimum: 80, maximum: 480 },
    gap: { type: 'integer', minimum: 0, maximum: 48 },
    fallback: { enum: [...DEFAULT_LIST_NAMES, 'none'] },
    more: { type: 'boolean' },
    showProvider: { type: 'boolean' },
  },
} as const;

export type GameRailProps = FromSchema<typeof propsSchema>;
