import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import type { FavouritesRailProps } from './schema.ts';
import '../GameGrid/tile.css';
import '../GameRail/styles.css';

export default defineWidget<FavouritesRailProps, undefined>({
  name: 'FavouritesRail',
  hydrate: 'visible',
  defaults: { limit: 30, tile: 'square', tileWidth: 150, gap: 10, guest: 'cta' },
  cssVars: { tileWidth: '--rail-tile-width', gap: '--rail-gap' },
  ...lazyWidget(() => import('./Component.tsx')),
});
