import { defineWidget, lazyLoad, lazyWidget } from '../../src/render/define-widget.ts';
import type { GridData } from './load.ts';
import { manifest, type GameGridProps } from './schema.ts';
import '../_shared/games/tile.css';
import './styles.css';

export default defineWidget<GameGridProps, GridData>({
  name: 'GameGrid',
  ...manifest,
  load: lazyLoad(() => import('./load.ts').then((m) => m.loadGameGrid)),
  ...lazyWidget(() => import('./Component.tsx')),
});
