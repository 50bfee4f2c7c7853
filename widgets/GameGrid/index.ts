import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { loadGameGrid, type GamesData } from './load.ts';
import { cssVars, defaults, type GameGridProps } from './schema.ts';
import '../_shared/games/tile.css';
import './styles.css';

export default defineWidget<GameGridProps, GamesData>({
  name: 'GameGrid',
  defaults,
  cssVars,
  load: loadGameGrid,
  ...lazyWidget(() => import('./Component.tsx')),
});
