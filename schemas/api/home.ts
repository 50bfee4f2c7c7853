import type { FromSchema } from 'json-schema-to-ts';
import { statusFields } from './common.ts';

/** A favourite as fav_list returns it: img_url, shown as game_image (§3). */
export const favouriteSchema = {
  type: 'object',
  required: ['provider_code', 'game_code', 'game_name'],
  properties: {
    provider_code: { type: 'string' },
    game_code: { type: 'string' },
    game_name: { type: 'string' },
    game_type: { type: 'string' },
    img_url: { type: 'string' },
  },
} as const;

export const favListResponseSchema = {
  type: 'object',
  required: ['statusCode'],
  properties: { ...statusFields, value: { type: 'array', items: favouriteSchema } },
} as const;

/** Lists whose item shapes §7 does not show (slides, announcements, marquee, transactions, odds…). */
export const listResponseSchema = {
  type: 'object',
  required: ['statusCode'],
  properties: { ...statusFields, value: { type: 'array' } },
} as const;

/** Responses whose value §7 does not show (referral, inbox claim, …): an object or a list. */
export const valueResponseSchema = {
  type: 'object',
  required: ['statusCode'],
  properties: { ...statusFields, value: {} },
} as const;

export type Favourite = FromSchema<typeof favouriteSchema>;
export type FavListResponse = FromSchema<typeof favListResponseSchema>;
export type ListResponse = FromSchema<typeof listResponseSchema>;
export type ValueResponse = FromSchema<typeof valueResponseSchema>;
