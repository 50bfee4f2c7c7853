import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import type { GamesData } from '../GameGrid/load.ts';
import { loadGameRail } from './load.ts';
import { cssVars, defaults, hydrate, type GameRailProps } from './schema.ts';
import '../GameGrid/tile.css';
import './styles.css';

export default defineWidget<GameRailProps, GamesData>({
  name: 'GameRail',
  hydrate,
  defaults,
  cssVars,
  load: loadGameRail,
  ...lazyWidget(() => import('./Component.tsx')),
});
