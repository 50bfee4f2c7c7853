import type { FromSchema } from 'json-schema-to-ts';
import type { CssVarMap, WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';
import { FALLBACK_CHOICES, GAME_TYPES } from '../../src/lib/game-types.ts';
import { tileShapes } from '../_shared/games/tile-shapes.ts';

export { GAME_TYPES as gameTypes };

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    gameType: { description: "§2 category by the backend's game_type ('' is hot games).", enum: GAME_TYPES },
    title: { description: 'Message key of the heading; no heading when unset.', examples: ['ui.cat.slot_game'], type: 'string' },
    columns: { description: 'Columns of tiles.', type: 'integer', minimum: 1, maximum: 12 },
    gap: { description: 'Space between tiles in px.', type: 'integer', minimum: 0, maximum: 48 },
    limit: { description: 'Most games the grid holds; unset: the whole category.', examples: [48], type: 'integer', minimum: 1, maximum: 10000 },
    initial: { description: 'Tiles the server renders (the first screenful); the rest arrive after hydration.', type: 'integer', minimum: 1, maximum: 120 },
    eagerImages: {
      description:
        "Tiles whose images load with the page rather than as they near the viewport: the first row or two, where a category page's largest paint usually is; 0 for a grid far down the page.",
      type: 'integer',
      minimum: 0,
      maximum: 24,
    },
    tile: { description: 'Shape of a game tile.', enum: tileShapes },
    filter: { description: 'Provider filter and name search, kept in the URL (?provider=&q=); one filtered grid per page.', type: 'boolean' },
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
  columns: 3,
  gap: 12,
  tile: 'portrait',
  initial: 24,
  eagerImages: 4,
  filter: false,
  more: false,
  showProvider: true,
} satisfies Partial<GameGridConfig>;

const cssVars = { columns: '--grid-columns', gap: '--grid-gap' } satisfies CssVarMap<GameGridConfig>;

/** The props as a config writes them. */
export type GameGridConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type GameGridProps = WithDefaults<GameGridConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'visible',
  defaults,
  cssVars,
  query: ['provider', 'q'],
} satisfies WidgetManifest<GameGridConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = 'An interactive grid (filter, more, favourite and launch) usually below the fold: it hydrates when it nears the viewport.';
