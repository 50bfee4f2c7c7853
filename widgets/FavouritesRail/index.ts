import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type FavouritesRailProps } from './schema.ts';
import '../_shared/games/tile.css';
import '../_shared/games/rail.css';

export default defineWidget<FavouritesRailProps, undefined>({
  name: 'FavouritesRail',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
