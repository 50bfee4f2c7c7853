import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { loadGameGrid, type GamesData } from './load.ts';
import type { GameGridProps } from './schema.ts';
import '../_shared/games/tile.css';
import './styles.css';

export default defineWidget<GameGridProps, GamesData>({
  name: 'GameGrid',
  defaults: { gameType: '', columns: 3, gap: 12, tile: 'portrait', initial: 24, filter: false, more: false, showProvider: true },
  cssVars: { columns: '--grid-columns', gap: '--grid-gap' },
  load: loadGameGrid,
  ...lazyWidget(() => import('./Component.tsx')),
});
