import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import type { FavouritesRailProps } from './schema.ts';
import '../_shared/games/tile.css';
import '../_shared/games/rail.css';

export default defineWidget<FavouritesRailProps, undefined>({
  name: 'FavouritesRail',
  defaults: { limit: 30, tile: 'square', tileWidth: 150, gap: 10, guest: 'cta' },
  cssVars: { tileWidth: '--rail-tile-width', gap: '--rail-gap' },
  ...lazyWidget(() => import('./Component.tsx')),
});
