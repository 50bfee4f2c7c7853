import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { loadGameGrid, type GameGridData } from './load.ts';
import type { GameGridProps } from './schema.ts';
import './styles.css';

export default defineWidget<GameGridProps, GameGridData>({
  name: 'GameGrid',
  defaults: { gameType: '', columns: 3, gap: 12, limit: 24, tile: 'portrait' },
  cssVars: { columns: '--grid-columns', gap: '--grid-gap' },
  load: loadGameGrid,
  ...lazyWidget(() => import('./Component.tsx')),
});
