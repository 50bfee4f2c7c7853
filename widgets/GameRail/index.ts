import { defineWidget, lazyLoad, lazyWidget } from '../../src/render/define-widget.ts';
import type { GamesData } from '../_shared/games/game-list.ts';
import { manifest, type GameRailProps } from './schema.ts';
import '../_shared/games/tile.css';
import '../_shared/games/rail.css';

export default defineWidget<GameRailProps, GamesData>({
  name: 'GameRail',
  ...manifest,
  load: lazyLoad(() => import('./load.ts').then((m) => m.loadGameRail)),
  ...lazyWidget(() => import('./Component.tsx')),
});
