import { defineWidget, lazyLoad, lazyWidget } from '../../src/render/define-widget.ts';
import type { GamesData } from './load.ts';
import { manifest, type GameGridProps } from './schema.ts';
import '../_shared/games/tile.css';
import './styles.css';

export default defineWidget<GameGridProps, GamesData>({
  name: 'GameGrid',
  ...manifest,
  load: lazyLoad(() => import('./load.ts').then((m) => m.loadGameGrid)),
  ...lazyWidget(() => import('./Component.tsx')),
});
