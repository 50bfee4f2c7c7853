import type { FromSchema } from 'json-schema-to-ts';
import type { CssVarMap, HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';
import { GAME_TYPES } from '../../src/lib/categories.ts';
import { DEFAULT_LIST_NAMES } from '../../src/lib/providers.ts';
import { tileShapes } from '../GameGrid/schema.ts';

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

/** What a node's props start from (the renderer merges them first). */
export const defaults = { gameType: '', limit: 16, tile: 'landscape', tileWidth: 220, gap: 12, more: true, showProvider: true } satisfies Partial<GameRailConfig>;

export const cssVars = { tileWidth: '--rail-tile-width', gap: '--rail-gap' } satisfies CssVarMap<GameRailConfig>;

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'visible';

/** The props as a config writes them. */
export type GameRailConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type GameRailProps = WithDefaults<GameRailConfig, typeof defaults>;
