import type { FromSchema } from 'json-schema-to-ts';
import type { CssVarMap, WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';
import { tileShapes } from '../_shared/games/tile-shapes.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { description: "Message key of the rail's heading.", type: 'string' },
    limit: { description: 'Most favourite games the rail shows.', type: 'integer', minimum: 1, maximum: 100 },
    tile: { description: 'Shape of a game tile.', enum: tileShapes },
    tileWidth: { description: 'Width of one tile in px.', type: 'integer', minimum: 80, maximum: 480 },
    gap: { description: 'Space between tiles in px.', type: 'integer', minimum: 0, maximum: 48 },
    guest: { description: 'What a guest sees: a login call to action, or nothing.', enum: ['cta', 'hidden'] },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { title: 'ui.fav.title', limit: 30, tile: 'square', tileWidth: 150, gap: 10, guest: 'cta' } satisfies Partial<FavouritesRailConfig>;

const cssVars = { tileWidth: '--rail-tile-width', gap: '--rail-gap' } satisfies CssVarMap<FavouritesRailConfig>;

/** The props as a config writes them. */
export type FavouritesRailConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type FavouritesRailProps = WithDefaults<FavouritesRailConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'interaction',
  defaults,
  cssVars,
} satisfies WidgetManifest<FavouritesRailConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason =
  "It renders from the session alone (no loader): the server draws a guest's view (nothing, or the sign-in prompt), which stays right until the player touches it or signs in, and a sign-in brings it alive with no touch.";
