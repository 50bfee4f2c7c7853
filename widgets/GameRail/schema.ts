import type { FromSchema } from 'json-schema-to-ts';
import type { CssVarMap, WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';
import { FALLBACK_CHOICES, GAME_TYPES } from '../../src/lib/game-types.ts';
import { tileShapes } from '../_shared/games/tile-shapes.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    gameType: { description: "§2 category by the backend's game_type ('' is hot games).", enum: GAME_TYPES },
    title: { description: 'Message key of the heading; no heading when unset.', examples: ['ui.cat.casino'], type: 'string' },
    limit: { description: 'Games in the rail (all rendered: a rail stays short).', type: 'integer', minimum: 1, maximum: 60 },
    tile: { description: 'Shape of a game tile.', enum: tileShapes },
    tileWidth: { description: 'Width of one tile in px.', type: 'integer', minimum: 80, maximum: 480 },
    gap: { description: 'Space between tiles in px.', type: 'integer', minimum: 0, maximum: 48 },
    fallback: {
      description: 'Default list (§3) shown when get_hot_games fails or is empty; unset: chosen by category.',
      enum: FALLBACK_CHOICES,
    },
    more: { description: 'Add a "See all" link to the category page.', type: 'boolean' },
    showProvider: { description: "Show the provider's name under each game.", type: 'boolean' },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = {
  gameType: '',
  limit: 16,
  tile: 'landscape',
  tileWidth: 220,
  gap: 12,
  more: true,
  showProvider: true,
} satisfies Partial<GameRailConfig>;

const cssVars = { tileWidth: '--rail-tile-width', gap: '--rail-gap' } satisfies CssVarMap<GameRailConfig>;

/** The props as a config writes them. */
export type GameRailConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type GameRailProps = WithDefaults<GameRailConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'visible',
  defaults,
  cssVars,
} satisfies WidgetManifest<GameRailConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = 'An interactive rail (favourite, launch, more) usually below the fold: it hydrates when it nears the viewport.';
