import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { cssVars, defaults, hydrate, type FavouritesRailProps } from './schema.ts';
import '../GameGrid/tile.css';
import '../GameRail/styles.css';

export default defineWidget<FavouritesRailProps, undefined>({
  name: 'FavouritesRail',
  hydrate,
  defaults,
  cssVars,
  ...lazyWidget(() => import('./Component.tsx')),
});
