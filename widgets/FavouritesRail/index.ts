import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { cssVars, defaults, hydrate, type FavouritesRailProps } from './schema.ts';
import '../_shared/games/tile.css';
import '../_shared/games/rail.css';

export default defineWidget<FavouritesRailProps, undefined>({
  name: 'FavouritesRail',
  hydrate,
  defaults,
  cssVars,
  ...lazyWidget(() => import('./Component.tsx')),
});
