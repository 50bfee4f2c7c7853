import type { FromSchema } from 'json-schema-to-ts';
import { GAME_TYPES } from '../../src/lib/categories.ts';
import { DEFAULT_LIST_NAMES } from '../../src/lib/providers.ts';
import { tileShapes } from '../_shared/games/tile-shapes.ts';

export { GAME_TYPES as gameTypes };

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** §2 category by the backend's game_type ('' is hot) */
    gameType: { enum: GAME_TYPES },
    /** message key of the heading */
    title: { type: 'string' },
    columns: { type: 'integer', minimum: 1, maximum: 12 },
    gap: { type: 'integer', minimum: 0, maximum: 48 },
    /** most games the grid holds; unset: the whole category */
    limit: { type: 'integer', minimum: 1, maximum: 10000 },
    /** tiles the server renders (the first screenful); the rest arrive after hydration */
    initial: { type: 'integer', minimum: 1, maximum: 120 },
    tile: { enum: tileShapes },
    /** provider filter and name search, kept in the URL (?provider=&q=); one filtered grid per page */
    filter: { type: 'boolean' },
    /** default list (§3) shown when get_hot_games fails or is empty; unset: by category */
    fallback: { enum: [...DEFAULT_LIST_NAMES, 'none'] },
    /** a "See all" link to the category page */
    more: { type: 'boolean' },
    showProvider: { type: 'boolean' },
  },
} as const;

export type GameGridProps = FromSchema<typeof propsSchema>;
