import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import type { GamesData } from '../_shared/games/game-list.ts';
import { loadGameRail } from './load.ts';
import type { GameRailProps } from './schema.ts';
import '../_shared/games/tile.css';
import '../_shared/games/rail.css';

export default defineWidget<GameRailProps, GamesData>({
  name: 'GameRail',
  defaults: { gameType: '', limit: 16, tile: 'landscape', tileWidth: 220, gap: 12, more: true, showProvider: true },
  cssVars: { tileWidth: '--rail-tile-width', gap: '--rail-gap' },
  load: loadGameRail,
  ...lazyWidget(() => import('./Component.tsx')),
});
