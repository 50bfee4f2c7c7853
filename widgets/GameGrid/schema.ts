import type { FromSchema } from 'json-schema-to-ts';

/** §2 category slugs keyed by the backend's game_type ('' is hot). */
export const gameTypes = [
  '', 'slot_game', 'casino', 'hash_game', 'sportsbook', 'fishing', 'poker', 'sabong', 'lottery',
  'horse_racing', 'bingo', 'arcade', 'crash', 'freeplay',
] as const;

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    gameType: { enum: gameTypes },
    title: { type: 'string' },
    columns: { type: 'integer', minimum: 1, maximum: 12 },
    gap: { type: 'integer', minimum: 0, maximum: 48 },
    limit: { type: 'integer', minimum: 1, maximum: 10000 },
    tile: { enum: ['portrait', 'square'] },
  },
} as const;

export type GameGridProps = FromSchema<typeof propsSchema>;
