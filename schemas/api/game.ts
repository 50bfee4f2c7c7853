import type { FromSchema } from 'json-schema-to-ts';
import { statusFields } from './common.ts';

/** §3 Game. */
export const gameSchema = {
  type: 'object',
  required: ['provider_code', 'game_code', 'game_name', 'game_type', 'game_image'],
  properties: {
    provider_code: { type: 'string' },
    game_code: { type: 'string' },
    game_name: { type: 'string' },
    game_type: { type: 'string' },
    game_image: { type: 'string' },
  },
} as const;

/** POST /api/product/get_hot_games {domain_name, external_id, game_type} → value: Game[]. */
export const hotGamesResponseSchema = {
  type: 'object',
  required: ['statusCode'],
  properties: { ...statusFields, value: { type: 'array', items: gameSchema } },
} as const;

export type Game = FromSchema<typeof gameSchema>;
export type HotGamesResponse = FromSchema<typeof hotGamesResponseSchema>;
